import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'closed');
  CREATE TYPE "public"."enum_leads_type" AS ENUM('enrichment', 'enrichment_sample', 'enrichment_all', 'book', 'quote', 'trial', 'contact');
  CREATE TYPE "public"."enum_enrichment_sessions_status" AS ENUM('uploaded', 'pending', 'processing', 'finish', 'failed');
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"type" "enum_leads_type" NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"message" varchar,
  	"lang" varchar,
  	"source" varchar,
  	"enrichment_session_id" integer,
  	"additional_data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enrichment_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_key" varchar NOT NULL,
  	"status" "enum_enrichment_sessions_status" DEFAULT 'uploaded' NOT NULL,
  	"file_name" varchar NOT NULL,
  	"file_id" integer,
  	"file_format" varchar,
  	"contact_id" integer,
  	"contact_email" varchar,
  	"name" varchar,
  	"first_row_headers" boolean DEFAULT false,
  	"config" jsonb,
  	"column_count" numeric DEFAULT 0 NOT NULL,
  	"row_count" numeric DEFAULT 0 NOT NULL,
  	"total" numeric DEFAULT 0 NOT NULL,
  	"processed" numeric DEFAULT 0 NOT NULL,
  	"found" numeric DEFAULT 0 NOT NULL,
  	"not_found" numeric DEFAULT 0 NOT NULL,
  	"failed" numeric DEFAULT 0 NOT NULL,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"lease_owner" varchar,
  	"lease_expires_at" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enrichment_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enrichment_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enrichment_files_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_enrichment_session_id_enrichment_sessions_id_fk" FOREIGN KEY ("enrichment_session_id") REFERENCES "public"."enrichment_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enrichment_sessions" ADD CONSTRAINT "enrichment_sessions_file_id_enrichment_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."enrichment_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enrichment_sessions" ADD CONSTRAINT "enrichment_sessions_contact_id_leads_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_type_idx" ON "leads" USING btree ("type");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_enrichment_session_idx" ON "leads" USING btree ("enrichment_session_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "enrichment_sessions_session_key_idx" ON "enrichment_sessions" USING btree ("session_key");
  CREATE INDEX "enrichment_sessions_status_idx" ON "enrichment_sessions" USING btree ("status");
  CREATE INDEX "enrichment_sessions_file_idx" ON "enrichment_sessions" USING btree ("file_id");
  CREATE INDEX "enrichment_sessions_contact_idx" ON "enrichment_sessions" USING btree ("contact_id");
  CREATE INDEX "enrichment_sessions_contact_email_idx" ON "enrichment_sessions" USING btree ("contact_email");
  CREATE INDEX "enrichment_sessions_updated_at_idx" ON "enrichment_sessions" USING btree ("updated_at");
  CREATE INDEX "enrichment_sessions_created_at_idx" ON "enrichment_sessions" USING btree ("created_at");
  CREATE INDEX "enrichment_files_updated_at_idx" ON "enrichment_files" USING btree ("updated_at");
  CREATE INDEX "enrichment_files_created_at_idx" ON "enrichment_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "enrichment_files_filename_idx" ON "enrichment_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enrichment_sessions_fk" FOREIGN KEY ("enrichment_sessions_id") REFERENCES "public"."enrichment_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enrichment_files_fk" FOREIGN KEY ("enrichment_files_id") REFERENCES "public"."enrichment_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_enrichment_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("enrichment_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_enrichment_files_id_idx" ON "payload_locked_documents_rels" USING btree ("enrichment_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enrichment_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enrichment_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "enrichment_sessions" CASCADE;
  DROP TABLE "enrichment_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enrichment_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enrichment_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_enrichment_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_enrichment_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enrichment_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enrichment_files_id";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_type";
  DROP TYPE "public"."enum_enrichment_sessions_status";`)
}
