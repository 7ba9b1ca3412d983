ALTER TABLE "jobs" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_running_workspace_idx" ON "jobs" USING btree ("workspace_id","locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_document_idx" ON "jobs" USING btree ("document_id");--> statement-breakpoint
-- Jobs running at the upgrade had no heartbeat: give them one short lease, after which they are claimed again.
UPDATE "jobs" SET "locked_until" = now() + interval '30 seconds' WHERE "status" = 'running';--> statement-breakpoint
-- Waiting and running ingest jobs now go with their document when it is deleted.
UPDATE "jobs" SET "document_id" = ("payload"->>'documentId')::uuid WHERE "name" = 'documents.ingest' AND "status" IN ('queued', 'running') AND EXISTS (SELECT 1 FROM "documents" d WHERE d."id"::text = "jobs"."payload"->>'documentId');
