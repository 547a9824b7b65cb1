import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_register_link_reviews_status" AS ENUM('pending', 'same', 'different');
  CREATE TYPE "public"."enum_register_link_reviews_grade" AS ENUM('A', 'B', 'C');
  CREATE TABLE "register_link_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_register_link_reviews_status" DEFAULT 'pending' NOT NULL,
  	"entity_name" varchar NOT NULL,
  	"lei" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"entity_company" numeric NOT NULL,
  	"candidate_name" varchar NOT NULL,
  	"candidate_number" varchar NOT NULL,
  	"candidate_source" varchar NOT NULL,
  	"candidate_company" numeric NOT NULL,
  	"grade" "enum_register_link_reviews_grade" NOT NULL,
  	"probability" numeric,
  	"reason" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "register_link_reviews_id" integer;
  CREATE INDEX "register_link_reviews_status_idx" ON "register_link_reviews" USING btree ("status");
  CREATE INDEX "register_link_reviews_lei_idx" ON "register_link_reviews" USING btree ("lei");
  CREATE INDEX "register_link_reviews_entity_company_idx" ON "register_link_reviews" USING btree ("entity_company");
  CREATE INDEX "register_link_reviews_updated_at_idx" ON "register_link_reviews" USING btree ("updated_at");
  CREATE INDEX "register_link_reviews_created_at_idx" ON "register_link_reviews" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_register_link_reviews_fk" FOREIGN KEY ("register_link_reviews_id") REFERENCES "public"."register_link_reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_register_link_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("register_link_reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_register_link_reviews_fk";
  DROP INDEX "payload_locked_documents_rels_register_link_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "register_link_reviews_id";
  DROP TABLE "register_link_reviews";
  DROP TYPE "public"."enum_register_link_reviews_status";
  DROP TYPE "public"."enum_register_link_reviews_grade";`)
}
