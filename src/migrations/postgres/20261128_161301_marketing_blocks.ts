import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_get_started_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum_pages_blocks_professional_profile_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TABLE "pages_blocks_get_started_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_get_started_orbit_labels" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_get_started" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"button_text" varchar,
  	"button_slot" "enum_pages_blocks_get_started_button_slot",
  	"button_href" varchar,
  	"orbit_center" varchar NOT NULL,
  	"orbit_caption" varchar NOT NULL,
  	"orbit_inner_markers" numeric DEFAULT 40 NOT NULL,
  	"orbit_outer_markers" numeric DEFAULT 50 NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_professional_profile_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_professional_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"country" varchar DEFAULT 'gb' NOT NULL,
  	"button_text" varchar,
  	"button_slot" "enum_pages_blocks_professional_profile_button_slot",
  	"button_href" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_get_started_steps" ADD CONSTRAINT "pages_blocks_get_started_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_get_started"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_get_started_orbit_labels" ADD CONSTRAINT "pages_blocks_get_started_orbit_labels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_get_started"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_get_started" ADD CONSTRAINT "pages_blocks_get_started_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_professional_profile_items" ADD CONSTRAINT "pages_blocks_professional_profile_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_professional_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_professional_profile" ADD CONSTRAINT "pages_blocks_professional_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_get_started_steps_order_idx" ON "pages_blocks_get_started_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_get_started_steps_parent_id_idx" ON "pages_blocks_get_started_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_get_started_steps_locale_idx" ON "pages_blocks_get_started_steps" USING btree ("_locale");
  CREATE INDEX "pages_blocks_get_started_orbit_labels_order_idx" ON "pages_blocks_get_started_orbit_labels" USING btree ("_order");
  CREATE INDEX "pages_blocks_get_started_orbit_labels_parent_id_idx" ON "pages_blocks_get_started_orbit_labels" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_get_started_orbit_labels_locale_idx" ON "pages_blocks_get_started_orbit_labels" USING btree ("_locale");
  CREATE INDEX "pages_blocks_get_started_order_idx" ON "pages_blocks_get_started" USING btree ("_order");
  CREATE INDEX "pages_blocks_get_started_parent_id_idx" ON "pages_blocks_get_started" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_get_started_path_idx" ON "pages_blocks_get_started" USING btree ("_path");
  CREATE INDEX "pages_blocks_get_started_locale_idx" ON "pages_blocks_get_started" USING btree ("_locale");
  CREATE INDEX "pages_blocks_professional_profile_items_order_idx" ON "pages_blocks_professional_profile_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_professional_profile_items_parent_id_idx" ON "pages_blocks_professional_profile_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_professional_profile_items_locale_idx" ON "pages_blocks_professional_profile_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_professional_profile_order_idx" ON "pages_blocks_professional_profile" USING btree ("_order");
  CREATE INDEX "pages_blocks_professional_profile_parent_id_idx" ON "pages_blocks_professional_profile" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_professional_profile_path_idx" ON "pages_blocks_professional_profile" USING btree ("_path");
  CREATE INDEX "pages_blocks_professional_profile_locale_idx" ON "pages_blocks_professional_profile" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_get_started_steps" CASCADE;
  DROP TABLE "pages_blocks_get_started_orbit_labels" CASCADE;
  DROP TABLE "pages_blocks_get_started" CASCADE;
  DROP TABLE "pages_blocks_professional_profile_items" CASCADE;
  DROP TABLE "pages_blocks_professional_profile" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_get_started_button_slot";
  DROP TYPE "public"."enum_pages_blocks_professional_profile_button_slot";`)
}
