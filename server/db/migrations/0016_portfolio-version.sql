CREATE TABLE "portfolio_versions" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"records_version" bigint DEFAULT 0 NOT NULL,
	"abstractions_version" bigint DEFAULT 0 NOT NULL,
	"states_version" bigint DEFAULT 0 NOT NULL,
	"term_versions" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_versions" ADD CONSTRAINT "portfolio_versions_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds one to a part of a workspace's portfolio version ('records', 'abstractions', 'states' or 'term:<key>'), once
-- per part and transaction, at its commit (deferred constraint triggers below): a reader sees the new version exactly
-- when it sees the changes. Taking the version row's lock only at commit, after every row lock the transaction needs,
-- means two writers of a workspace queue on it but can never deadlock through it. A workspace being deleted is
-- skipped (its version row goes with it).
--
-- Updates count only when they change a column that something held in memory is worked out from
-- (server/modules/leases/portfolio-snapshot.ts and its users); reading another column there means adding it here.
CREATE FUNCTION "portfolio_version_bump"(ws text, part text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	done text := 'propwise.portfolio_bumped_' || md5(ws || ':' || part);
	term text := CASE WHEN part LIKE 'term:%' THEN substr(part, 6) END;
BEGIN
	IF current_setting(done, true) = 'on' THEN
		RETURN;
	END IF;
	PERFORM set_config(done, 'on', true);
	INSERT INTO "portfolio_versions" AS v ("workspace_id", "records_version", "abstractions_version", "states_version", "term_versions")
		SELECT ws, (part = 'records')::int, (part = 'abstractions')::int, (part = 'states')::int,
			CASE WHEN term IS NULL THEN '{}'::jsonb ELSE jsonb_build_object(term, 1) END
		WHERE EXISTS (SELECT 1 FROM "organization" WHERE "id" = ws)
		ON CONFLICT ("workspace_id") DO UPDATE SET
			"records_version" = v."records_version" + (part = 'records')::int,
			"abstractions_version" = v."abstractions_version" + (part = 'abstractions')::int,
			"states_version" = v."states_version" + (part = 'states')::int,
			"term_versions" = CASE WHEN term IS NULL THEN v."term_versions"
				ELSE jsonb_set(v."term_versions", ARRAY[term], to_jsonb(coalesce((v."term_versions" ->> term)::bigint, 0) + 1)) END;
END $$;
--> statement-breakpoint
CREATE FUNCTION "portfolio_version_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "portfolio_version_bump"(CASE WHEN TG_OP = 'DELETE' THEN OLD.workspace_id ELSE NEW.workspace_id END, 'records');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "portfolio_version_abstractions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ws text := CASE WHEN TG_OP = 'DELETE' THEN OLD.workspace_id ELSE NEW.workspace_id END;
BEGIN
	IF TG_TABLE_NAME = 'documents' THEN
		PERFORM "portfolio_version_bump"(ws, 'abstractions');
		RETURN NULL;
	END IF;
	IF TG_OP <> 'UPDATE' OR (OLD.kind, OLD.lease_id, OLD.document_id, OLD.extractor_version, OLD.created_at)
		IS DISTINCT FROM (NEW.kind, NEW.lease_id, NEW.document_id, NEW.extractor_version, NEW.created_at) THEN
		PERFORM "portfolio_version_bump"(ws, 'abstractions');
	END IF;
	IF TG_OP <> 'UPDATE' OR (OLD.status, OLD.error, OLD.reviewed_at, OLD.updated_at)
		IS DISTINCT FROM (NEW.status, NEW.error, NEW.reviewed_at, NEW.updated_at) THEN
		PERFORM "portfolio_version_bump"(ws, 'states');
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "portfolio_version_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM "portfolio_version_bump"(OLD.workspace_id, 'term:' || OLD.key);
	ELSE
		PERFORM "portfolio_version_bump"(NEW.workspace_id, 'term:' || NEW.key);
		IF TG_OP = 'UPDATE' AND OLD.key IS DISTINCT FROM NEW.key THEN
			PERFORM "portfolio_version_bump"(OLD.workspace_id, 'term:' || OLD.key);
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_properties" AFTER INSERT OR DELETE ON "properties"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_records"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_properties_update" AFTER UPDATE ON "properties"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."address" IS DISTINCT FROM NEW."address" OR OLD."type" IS DISTINCT FROM NEW."type" OR OLD."workspace_id" IS DISTINCT FROM NEW."workspace_id")
	EXECUTE FUNCTION "portfolio_version_records"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_units" AFTER INSERT OR DELETE ON "units"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_records"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_units_update" AFTER UPDATE ON "units"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."property_id" IS DISTINCT FROM NEW."property_id" OR OLD."label" IS DISTINCT FROM NEW."label" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."workspace_id" IS DISTINCT FROM NEW."workspace_id")
	EXECUTE FUNCTION "portfolio_version_records"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_tenants" AFTER INSERT OR DELETE ON "tenants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_records"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_tenants_update" AFTER UPDATE ON "tenants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."workspace_id" IS DISTINCT FROM NEW."workspace_id")
	EXECUTE FUNCTION "portfolio_version_records"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_leases" AFTER INSERT OR DELETE ON "leases"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_records"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_leases_update" AFTER UPDATE ON "leases"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."property_id" IS DISTINCT FROM NEW."property_id" OR OLD."unit_id" IS DISTINCT FROM NEW."unit_id" OR OLD."start_date" IS DISTINCT FROM NEW."start_date" OR OLD."end_date" IS DISTINCT FROM NEW."end_date" OR OLD."monthly_rent_cents" IS DISTINCT FROM NEW."monthly_rent_cents" OR OLD."deposit_cents" IS DISTINCT FROM NEW."deposit_cents" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."workspace_id" IS DISTINCT FROM NEW."workspace_id")
	EXECUTE FUNCTION "portfolio_version_records"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_lease_tenants" AFTER INSERT OR DELETE ON "lease_tenants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_records"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_lease_tenants_update" AFTER UPDATE ON "lease_tenants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."lease_id" IS DISTINCT FROM NEW."lease_id" OR OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id" OR OLD."workspace_id" IS DISTINCT FROM NEW."workspace_id")
	EXECUTE FUNCTION "portfolio_version_records"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_lease_abstractions" AFTER INSERT OR UPDATE OR DELETE ON "lease_abstractions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_abstractions"();
--> statement-breakpoint
-- A document's title and date are part of its lease terms' citations and order; its processing state is not.
CREATE CONSTRAINT TRIGGER "portfolio_version_documents" AFTER UPDATE OF "title", "created_at" ON "documents"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
	EXECUTE FUNCTION "portfolio_version_abstractions"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_lease_abstraction_terms" AFTER INSERT OR DELETE ON "lease_abstraction_terms"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_terms"();
--> statement-breakpoint
-- A term's value in use and its passage; accepting it or its confidence changes neither.
CREATE CONSTRAINT TRIGGER "portfolio_version_lease_abstraction_terms_update" AFTER UPDATE ON "lease_abstraction_terms"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (OLD."key" IS DISTINCT FROM NEW."key" OR OLD."abstraction_id" IS DISTINCT FROM NEW."abstraction_id"
		OR OLD."extracted_value" IS DISTINCT FROM NEW."extracted_value" OR OLD."extracted_evidence" IS DISTINCT FROM NEW."extracted_evidence"
		OR OLD."corrected" IS DISTINCT FROM NEW."corrected" OR OLD."corrected_value" IS DISTINCT FROM NEW."corrected_value")
	EXECUTE FUNCTION "portfolio_version_terms"();
