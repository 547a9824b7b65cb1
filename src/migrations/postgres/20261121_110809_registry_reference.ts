import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_countries_region" AS ENUM('europe', 'north_america', 'latin_america', 'asia_pacific', 'middle_east_africa');
  CREATE TYPE "public"."enum_price_lists_list" AS ENUM('credit_reports', 'credit_reports_1', 'credit_reports_5', 'credit_reports_20', 'credit_reports_50');
  CREATE TABLE "countries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"short_name" varchar NOT NULL,
  	"research" boolean DEFAULT false,
  	"region" "enum_countries_region",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "countries_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "states" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "states_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "price_lists_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"codename" varchar NOT NULL,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "price_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"list" "enum_price_lists_list" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "countries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "states_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_lists_id" integer;
  ALTER TABLE "countries_locales" ADD CONSTRAINT "countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "states_locales" ADD CONSTRAINT "states_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_lists_items" ADD CONSTRAINT "price_lists_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "countries_short_name_idx" ON "countries" USING btree ("short_name");
  CREATE INDEX "countries_updated_at_idx" ON "countries" USING btree ("updated_at");
  CREATE INDEX "countries_created_at_idx" ON "countries" USING btree ("created_at");
  CREATE UNIQUE INDEX "countries_locales_locale_parent_id_unique" ON "countries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "states_country_idx" ON "states" USING btree ("country");
  CREATE INDEX "states_updated_at_idx" ON "states" USING btree ("updated_at");
  CREATE INDEX "states_created_at_idx" ON "states" USING btree ("created_at");
  CREATE UNIQUE INDEX "country_code_idx" ON "states" USING btree ("country","code");
  CREATE UNIQUE INDEX "states_locales_locale_parent_id_unique" ON "states_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "price_lists_items_order_idx" ON "price_lists_items" USING btree ("_order");
  CREATE INDEX "price_lists_items_parent_id_idx" ON "price_lists_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "price_lists_list_idx" ON "price_lists" USING btree ("list");
  CREATE INDEX "price_lists_updated_at_idx" ON "price_lists" USING btree ("updated_at");
  CREATE INDEX "price_lists_created_at_idx" ON "price_lists" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_countries_fk" FOREIGN KEY ("countries_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_states_fk" FOREIGN KEY ("states_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_lists_fk" FOREIGN KEY ("price_lists_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_countries_id_idx" ON "payload_locked_documents_rels" USING btree ("countries_id");
  CREATE INDEX "payload_locked_documents_rels_states_id_idx" ON "payload_locked_documents_rels" USING btree ("states_id");
  CREATE INDEX "payload_locked_documents_rels_price_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("price_lists_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "countries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "states" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "states_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_lists_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_lists" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "countries" CASCADE;
  DROP TABLE "countries_locales" CASCADE;
  DROP TABLE "states" CASCADE;
  DROP TABLE "states_locales" CASCADE;
  DROP TABLE "price_lists_items" CASCADE;
  DROP TABLE "price_lists" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_countries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_states_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_lists_fk";
  
  DROP INDEX "payload_locked_documents_rels_countries_id_idx";
  DROP INDEX "payload_locked_documents_rels_states_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_lists_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "countries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "states_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_lists_id";
  DROP TYPE "public"."enum_countries_region";
  DROP TYPE "public"."enum_price_lists_list";`)
}
