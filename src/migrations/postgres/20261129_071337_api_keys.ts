import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_api_keys_scopes" AS ENUM('profiles', 'match', 'monitoring');
  CREATE TABLE "api_keys_scopes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_api_keys_scopes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "api_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"prefix" varchar NOT NULL,
  	"last_used_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"key_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pricing_plans" ADD COLUMN "api_allowance_basic_profiles" numeric;
  ALTER TABLE "pricing_plans" ADD COLUMN "api_allowance_full_profiles" numeric;
  ALTER TABLE "pricing_plans" ADD COLUMN "api_allowance_contact_lookups" numeric;
  ALTER TABLE "pricing_plans" ADD COLUMN "api_allowance_requests_per_minute" numeric;
  ALTER TABLE "_pricing_plans_v" ADD COLUMN "version_api_allowance_basic_profiles" numeric;
  ALTER TABLE "_pricing_plans_v" ADD COLUMN "version_api_allowance_full_profiles" numeric;
  ALTER TABLE "_pricing_plans_v" ADD COLUMN "version_api_allowance_contact_lookups" numeric;
  ALTER TABLE "_pricing_plans_v" ADD COLUMN "version_api_allowance_requests_per_minute" numeric;
  ALTER TABLE "accounts" ADD COLUMN "api_plan_id" integer;
  ALTER TABLE "accounts" ADD COLUMN "api_allowance_basic_profiles" numeric;
  ALTER TABLE "accounts" ADD COLUMN "api_allowance_full_profiles" numeric;
  ALTER TABLE "accounts" ADD COLUMN "api_allowance_contact_lookups" numeric;
  ALTER TABLE "accounts" ADD COLUMN "api_allowance_requests_per_minute" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "api_keys_id" integer;
  ALTER TABLE "api_keys_scopes" ADD CONSTRAINT "api_keys_scopes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "api_keys_scopes_order_idx" ON "api_keys_scopes" USING btree ("order");
  CREATE INDEX "api_keys_scopes_parent_idx" ON "api_keys_scopes" USING btree ("parent_id");
  CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id");
  CREATE UNIQUE INDEX "api_keys_key_hash_idx" ON "api_keys" USING btree ("key_hash");
  CREATE INDEX "api_keys_updated_at_idx" ON "api_keys" USING btree ("updated_at");
  CREATE INDEX "api_keys_created_at_idx" ON "api_keys" USING btree ("created_at");
  ALTER TABLE "accounts" ADD CONSTRAINT "accounts_api_plan_id_pricing_plans_id_fk" FOREIGN KEY ("api_plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_api_keys_fk" FOREIGN KEY ("api_keys_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "accounts_api_plan_idx" ON "accounts" USING btree ("api_plan_id");
  CREATE INDEX "payload_locked_documents_rels_api_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("api_keys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "api_keys_scopes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "api_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "api_keys_scopes" CASCADE;
  DROP TABLE "api_keys" CASCADE;
  ALTER TABLE "accounts" DROP CONSTRAINT "accounts_api_plan_id_pricing_plans_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_api_keys_fk";
  
  DROP INDEX "accounts_api_plan_idx";
  DROP INDEX "payload_locked_documents_rels_api_keys_id_idx";
  ALTER TABLE "pricing_plans" DROP COLUMN "api_allowance_basic_profiles";
  ALTER TABLE "pricing_plans" DROP COLUMN "api_allowance_full_profiles";
  ALTER TABLE "pricing_plans" DROP COLUMN "api_allowance_contact_lookups";
  ALTER TABLE "pricing_plans" DROP COLUMN "api_allowance_requests_per_minute";
  ALTER TABLE "_pricing_plans_v" DROP COLUMN "version_api_allowance_basic_profiles";
  ALTER TABLE "_pricing_plans_v" DROP COLUMN "version_api_allowance_full_profiles";
  ALTER TABLE "_pricing_plans_v" DROP COLUMN "version_api_allowance_contact_lookups";
  ALTER TABLE "_pricing_plans_v" DROP COLUMN "version_api_allowance_requests_per_minute";
  ALTER TABLE "accounts" DROP COLUMN "api_plan_id";
  ALTER TABLE "accounts" DROP COLUMN "api_allowance_basic_profiles";
  ALTER TABLE "accounts" DROP COLUMN "api_allowance_full_profiles";
  ALTER TABLE "accounts" DROP COLUMN "api_allowance_contact_lookups";
  ALTER TABLE "accounts" DROP COLUMN "api_allowance_requests_per_minute";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "api_keys_id";
  DROP TYPE "public"."enum_api_keys_scopes";`)
}
