CREATE TABLE "portfolio_versions" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"records_version" bigint DEFAULT 0 NOT NULL,
	"terms_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_versions" ADD CONSTRAINT "portfolio_versions_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One bump per part and workspace per transaction, at its commit (deferred constraint triggers): a reader sees the
-- new version exactly when it sees the changes. Taking the version row's lock only at commit, after every row lock
-- the transaction needs, means two writers of a workspace queue on it but can never deadlock through it. A
-- workspace being deleted is skipped (its version row goes with it).
CREATE FUNCTION "portfolio_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ws text := CASE WHEN TG_OP = 'DELETE' THEN OLD.workspace_id ELSE NEW.workspace_id END;
	records boolean := TG_TABLE_NAME IN ('properties', 'units', 'tenants', 'leases', 'lease_tenants');
	done text := 'propwise.portfolio_bumped_' || CASE WHEN records THEN 'records_' ELSE 'terms_' END || md5(ws);
	r bigint := CASE WHEN records THEN 1 ELSE 0 END;
BEGIN
	IF current_setting(done, true) = 'on' THEN
		RETURN NULL;
	END IF;
	PERFORM set_config(done, 'on', true);
	INSERT INTO "portfolio_versions" AS v ("workspace_id", "records_version", "terms_version")
		SELECT ws, r, 1 - r WHERE EXISTS (SELECT 1 FROM "organization" WHERE "id" = ws)
		ON CONFLICT ("workspace_id") DO UPDATE SET "records_version" = v."records_version" + r, "terms_version" = v."terms_version" + 1 - r;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_properties" AFTER INSERT OR UPDATE OR DELETE ON "properties"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_units" AFTER INSERT OR UPDATE OR DELETE ON "units"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_tenants" AFTER INSERT OR UPDATE OR DELETE ON "tenants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_leases" AFTER INSERT OR UPDATE OR DELETE ON "leases"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_lease_tenants" AFTER INSERT OR UPDATE OR DELETE ON "lease_tenants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_lease_abstractions" AFTER INSERT OR UPDATE OR DELETE ON "lease_abstractions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "portfolio_version_lease_abstraction_terms" AFTER INSERT OR UPDATE OR DELETE ON "lease_abstraction_terms"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "portfolio_version_bump"();
--> statement-breakpoint
-- A document's title and date are part of its lease terms' citations and order; its processing state is not.
CREATE CONSTRAINT TRIGGER "portfolio_version_documents" AFTER UPDATE OF "title", "created_at" ON "documents"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
	EXECUTE FUNCTION "portfolio_version_bump"();
