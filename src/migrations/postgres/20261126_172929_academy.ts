import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_academy_courses_lessons_captions_language" AS ENUM('en', 'es', 'fr', 'it', 'de');
  CREATE TABLE "academy_faculties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"image_promotion_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "academy_faculties_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "academy_faculties_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"academy_courses_id" integer
  );
  
  CREATE TABLE "academy_courses_lessons_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_academy_courses_lessons_captions_language" NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "academy_courses_lessons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"duration" varchar,
  	"video_id" integer,
  	"youtube_link" varchar,
  	"youtube_preview_image_id" integer
  );
  
  CREATE TABLE "academy_courses_lessons_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "academy_courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"preview_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "academy_courses_locales" (
  	"name" varchar NOT NULL,
  	"course_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "lesson_captions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
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
  
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DEFAULT 'content'::text;
  -- "article" and "vacancy" were placeholders with no template (articles and vacancies live below their lists).
  UPDATE "pages" SET "page_type" = 'content' WHERE "page_type" IN ('article', 'vacancy');
  DROP TYPE "public"."enum_pages_page_type";
  CREATE TYPE "public"."enum_pages_page_type" AS ENUM('home', 'country', 'country_2', 'industry', 'country_promotion', 'api', 'lead_generation', 'sales_force', 'insights', 'fresh_investigation', 'payg', 'content', 'credits', 'enrichment', 'ai_agents', 'request_form', 'contacts', 'thank_you', 'blog', 'customers', 'author', 'careers', 'pricing', 'pricing_embed', 'academy', 'about', 'our_data', 'location_data', 'policy', 'browser_extension');
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DEFAULT 'content'::"public"."enum_pages_page_type";
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DATA TYPE "public"."enum_pages_page_type" USING "page_type"::"public"."enum_pages_page_type";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "academy_faculties_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "academy_courses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lesson_captions_id" integer;
  ALTER TABLE "academy_faculties" ADD CONSTRAINT "academy_faculties_image_promotion_id_media_id_fk" FOREIGN KEY ("image_promotion_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "academy_faculties_locales" ADD CONSTRAINT "academy_faculties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."academy_faculties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "academy_faculties_rels" ADD CONSTRAINT "academy_faculties_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."academy_faculties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "academy_faculties_rels" ADD CONSTRAINT "academy_faculties_rels_academy_courses_fk" FOREIGN KEY ("academy_courses_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "academy_courses_lessons_captions" ADD CONSTRAINT "academy_courses_lessons_captions_file_id_lesson_captions_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lesson_captions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "academy_courses_lessons_captions" ADD CONSTRAINT "academy_courses_lessons_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."academy_courses_lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "academy_courses_lessons" ADD CONSTRAINT "academy_courses_lessons_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "academy_courses_lessons" ADD CONSTRAINT "academy_courses_lessons_youtube_preview_image_id_media_id_fk" FOREIGN KEY ("youtube_preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "academy_courses_lessons" ADD CONSTRAINT "academy_courses_lessons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "academy_courses_lessons_locales" ADD CONSTRAINT "academy_courses_lessons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."academy_courses_lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "academy_courses" ADD CONSTRAINT "academy_courses_preview_image_id_media_id_fk" FOREIGN KEY ("preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "academy_courses_locales" ADD CONSTRAINT "academy_courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "academy_faculties_slug_idx" ON "academy_faculties" USING btree ("slug");
  CREATE INDEX "academy_faculties_image_promotion_idx" ON "academy_faculties" USING btree ("image_promotion_id");
  CREATE INDEX "academy_faculties_updated_at_idx" ON "academy_faculties" USING btree ("updated_at");
  CREATE INDEX "academy_faculties_created_at_idx" ON "academy_faculties" USING btree ("created_at");
  CREATE UNIQUE INDEX "academy_faculties_locales_locale_parent_id_unique" ON "academy_faculties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "academy_faculties_rels_order_idx" ON "academy_faculties_rels" USING btree ("order");
  CREATE INDEX "academy_faculties_rels_parent_idx" ON "academy_faculties_rels" USING btree ("parent_id");
  CREATE INDEX "academy_faculties_rels_path_idx" ON "academy_faculties_rels" USING btree ("path");
  CREATE INDEX "academy_faculties_rels_academy_courses_id_idx" ON "academy_faculties_rels" USING btree ("academy_courses_id");
  CREATE INDEX "academy_courses_lessons_captions_order_idx" ON "academy_courses_lessons_captions" USING btree ("_order");
  CREATE INDEX "academy_courses_lessons_captions_parent_id_idx" ON "academy_courses_lessons_captions" USING btree ("_parent_id");
  CREATE INDEX "academy_courses_lessons_captions_file_idx" ON "academy_courses_lessons_captions" USING btree ("file_id");
  CREATE INDEX "academy_courses_lessons_order_idx" ON "academy_courses_lessons" USING btree ("_order");
  CREATE INDEX "academy_courses_lessons_parent_id_idx" ON "academy_courses_lessons" USING btree ("_parent_id");
  CREATE INDEX "academy_courses_lessons_video_idx" ON "academy_courses_lessons" USING btree ("video_id");
  CREATE INDEX "academy_courses_lessons_youtube_preview_image_idx" ON "academy_courses_lessons" USING btree ("youtube_preview_image_id");
  CREATE UNIQUE INDEX "academy_courses_lessons_locales_locale_parent_id_unique" ON "academy_courses_lessons_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "academy_courses_slug_idx" ON "academy_courses" USING btree ("slug");
  CREATE INDEX "academy_courses_preview_image_idx" ON "academy_courses" USING btree ("preview_image_id");
  CREATE INDEX "academy_courses_updated_at_idx" ON "academy_courses" USING btree ("updated_at");
  CREATE INDEX "academy_courses_created_at_idx" ON "academy_courses" USING btree ("created_at");
  CREATE UNIQUE INDEX "academy_courses_locales_locale_parent_id_unique" ON "academy_courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "lesson_captions_updated_at_idx" ON "lesson_captions" USING btree ("updated_at");
  CREATE INDEX "lesson_captions_created_at_idx" ON "lesson_captions" USING btree ("created_at");
  CREATE UNIQUE INDEX "lesson_captions_filename_idx" ON "lesson_captions" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_academy_faculties_fk" FOREIGN KEY ("academy_faculties_id") REFERENCES "public"."academy_faculties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_academy_courses_fk" FOREIGN KEY ("academy_courses_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lesson_captions_fk" FOREIGN KEY ("lesson_captions_id") REFERENCES "public"."lesson_captions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_academy_faculties_id_idx" ON "payload_locked_documents_rels" USING btree ("academy_faculties_id");
  CREATE INDEX "payload_locked_documents_rels_academy_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("academy_courses_id");
  CREATE INDEX "payload_locked_documents_rels_lesson_captions_id_idx" ON "payload_locked_documents_rels" USING btree ("lesson_captions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_page_type" ADD VALUE 'article' BEFORE 'author';
  ALTER TYPE "public"."enum_pages_page_type" ADD VALUE 'vacancy' BEFORE 'pricing';
  ALTER TABLE "academy_faculties" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "academy_faculties_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "academy_faculties_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "academy_courses_lessons_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "academy_courses_lessons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "academy_courses_lessons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "academy_courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "academy_courses_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lesson_captions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "academy_faculties" CASCADE;
  DROP TABLE "academy_faculties_locales" CASCADE;
  DROP TABLE "academy_faculties_rels" CASCADE;
  DROP TABLE "academy_courses_lessons_captions" CASCADE;
  DROP TABLE "academy_courses_lessons" CASCADE;
  DROP TABLE "academy_courses_lessons_locales" CASCADE;
  DROP TABLE "academy_courses" CASCADE;
  DROP TABLE "academy_courses_locales" CASCADE;
  DROP TABLE "lesson_captions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_academy_faculties_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_academy_courses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lesson_captions_fk";
  
  DROP INDEX "payload_locked_documents_rels_academy_faculties_id_idx";
  DROP INDEX "payload_locked_documents_rels_academy_courses_id_idx";
  DROP INDEX "payload_locked_documents_rels_lesson_captions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "academy_faculties_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "academy_courses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lesson_captions_id";
  DROP TYPE "public"."enum_academy_courses_lessons_captions_language";`)
}
