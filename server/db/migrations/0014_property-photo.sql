ALTER TABLE "properties" ADD COLUMN "photo_storage_key" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "photo_mime_type" text;