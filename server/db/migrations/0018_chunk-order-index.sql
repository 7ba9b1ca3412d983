DROP INDEX "chunks_document_idx";--> statement-breakpoint
CREATE INDEX "chunks_document_order_idx" ON "chunks" USING btree ("document_id","chunk_index");