CREATE TABLE "alert_deliveries" (
	"workspace_id" text NOT NULL,
	"deadline_key" text NOT NULL,
	"lead_days" integer NOT NULL,
	"user_id" text NOT NULL,
	"emailed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_workspace_id_deadline_key_lead_days_user_id_pk" PRIMARY KEY("workspace_id","deadline_key","lead_days","user_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lease_abstraction_terms" (
	"abstraction_id" uuid NOT NULL,
	"workspace_id" text NOT NULL,
	"key" text NOT NULL,
	"extracted_value" jsonb,
	"extracted_evidence" jsonb,
	"confidence" real DEFAULT 0 NOT NULL,
	"corrected_value" jsonb,
	"corrected" boolean DEFAULT false NOT NULL,
	"corrected_by" text,
	"corrected_at" timestamp with time zone,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "lease_abstraction_terms_abstraction_id_key_pk" PRIMARY KEY("abstraction_id","key")
);
--> statement-breakpoint
CREATE TABLE "lease_abstractions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"version_id" uuid,
	"kind" text DEFAULT 'lease' NOT NULL,
	"lease_id" uuid,
	"lease_link" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"extractor_version" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_term_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"abstraction_id" uuid NOT NULL,
	"key" text NOT NULL,
	"previous_value" jsonb,
	"value" jsonb,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rent_roll_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_by" text,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" jsonb NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workspace_alert_settings" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"lead_days" integer[] DEFAULT ARRAY[120,90,60,30]::integer[] NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_abstraction_terms" ADD CONSTRAINT "lease_abstraction_terms_abstraction_id_lease_abstractions_id_fk" FOREIGN KEY ("abstraction_id") REFERENCES "public"."lease_abstractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_abstraction_terms" ADD CONSTRAINT "lease_abstraction_terms_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_abstraction_terms" ADD CONSTRAINT "lease_abstraction_terms_corrected_by_user_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_abstraction_terms" ADD CONSTRAINT "lease_abstraction_terms_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_abstractions" ADD CONSTRAINT "lease_abstractions_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_abstractions" ADD CONSTRAINT "lease_abstractions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_abstractions" ADD CONSTRAINT "lease_abstractions_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_abstractions" ADD CONSTRAINT "lease_abstractions_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_abstractions" ADD CONSTRAINT "lease_abstractions_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_term_corrections" ADD CONSTRAINT "lease_term_corrections_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_term_corrections" ADD CONSTRAINT "lease_term_corrections_abstraction_id_lease_abstractions_id_fk" FOREIGN KEY ("abstraction_id") REFERENCES "public"."lease_abstractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_term_corrections" ADD CONSTRAINT "lease_term_corrections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_roll_imports" ADD CONSTRAINT "rent_roll_imports_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_roll_imports" ADD CONSTRAINT "rent_roll_imports_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_alert_settings" ADD CONSTRAINT "workspace_alert_settings_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "lease_abstraction_terms_workspace_idx" ON "lease_abstraction_terms" USING btree ("workspace_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_abstractions_document_unique" ON "lease_abstractions" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "lease_abstractions_workspace_idx" ON "lease_abstractions" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE INDEX "lease_abstractions_lease_idx" ON "lease_abstractions" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "lease_term_corrections_abstraction_idx" ON "lease_term_corrections" USING btree ("abstraction_id","key","created_at");--> statement-breakpoint
CREATE INDEX "rent_roll_imports_workspace_idx" ON "rent_roll_imports" USING btree ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_property_idx" ON "documents" USING btree ("workspace_id","property_id");--> statement-breakpoint
CREATE INDEX "documents_lease_idx" ON "documents" USING btree ("lease_id");