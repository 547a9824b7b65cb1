import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agents_type" AS ENUM('Free', 'Paid');
  CREATE TYPE "public"."enum_accounts_status" AS ENUM('active', 'disabled');
  CREATE TYPE "public"."enum_accounts_app" AS ENUM('ai_agents');
  CREATE TYPE "public"."enum_account_tokens_purpose" AS ENUM('password_reset', 'email_confirmation');
  CREATE TYPE "public"."enum_agent_calls_kind" AS ENUM('search', 'answer');
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'account_email';
  CREATE TABLE "agents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"type" "enum_agents_type" DEFAULT 'Free' NOT NULL,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agents_locales" (
  	"title" varchar NOT NULL,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "accounts_social_identities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" varchar NOT NULL,
  	"subject" varchar NOT NULL
  );
  
  CREATE TABLE "accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_accounts_status" DEFAULT 'active' NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"phone" varchar,
  	"app" "enum_accounts_app" NOT NULL,
  	"lang" varchar,
  	"email_verified_at" timestamp(3) with time zone,
  	"last_login_at" timestamp(3) with time zone,
  	"password_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"last_used_at" timestamp(3) with time zone,
  	"refresh_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"purpose" "enum_account_tokens_purpose" NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agent_calls" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"agent" varchar NOT NULL,
  	"kind" "enum_agent_calls_kind" NOT NULL,
  	"company_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agent_calls_id" integer;
  ALTER TABLE "agents_locales" ADD CONSTRAINT "agents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accounts_social_identities" ADD CONSTRAINT "accounts_social_identities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "agents_name_idx" ON "agents" USING btree ("name");
  CREATE UNIQUE INDEX "agents_slug_idx" ON "agents" USING btree ("slug");
  CREATE INDEX "agents_updated_at_idx" ON "agents" USING btree ("updated_at");
  CREATE INDEX "agents_created_at_idx" ON "agents" USING btree ("created_at");
  CREATE UNIQUE INDEX "agents_locales_locale_parent_id_unique" ON "agents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "accounts_social_identities_order_idx" ON "accounts_social_identities" USING btree ("_order");
  CREATE INDEX "accounts_social_identities_parent_id_idx" ON "accounts_social_identities" USING btree ("_parent_id");
  CREATE INDEX "accounts_social_identities_subject_idx" ON "accounts_social_identities" USING btree ("subject");
  CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree ("email");
  CREATE INDEX "accounts_updated_at_idx" ON "accounts" USING btree ("updated_at");
  CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at");
  CREATE INDEX "account_sessions_account_idx" ON "account_sessions" USING btree ("account_id");
  CREATE UNIQUE INDEX "account_sessions_refresh_hash_idx" ON "account_sessions" USING btree ("refresh_hash");
  CREATE INDEX "account_sessions_updated_at_idx" ON "account_sessions" USING btree ("updated_at");
  CREATE INDEX "account_sessions_created_at_idx" ON "account_sessions" USING btree ("created_at");
  CREATE INDEX "account_tokens_account_idx" ON "account_tokens" USING btree ("account_id");
  CREATE UNIQUE INDEX "account_tokens_token_hash_idx" ON "account_tokens" USING btree ("token_hash");
  CREATE INDEX "account_tokens_updated_at_idx" ON "account_tokens" USING btree ("updated_at");
  CREATE INDEX "account_tokens_created_at_idx" ON "account_tokens" USING btree ("created_at");
  CREATE INDEX "agent_calls_updated_at_idx" ON "agent_calls" USING btree ("updated_at");
  CREATE INDEX "agent_calls_created_at_idx" ON "agent_calls" USING btree ("created_at");
  CREATE INDEX "subject_createdAt_idx" ON "agent_calls" USING btree ("subject","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agents_fk" FOREIGN KEY ("agents_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accounts_fk" FOREIGN KEY ("accounts_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_sessions_fk" FOREIGN KEY ("account_sessions_id") REFERENCES "public"."account_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_tokens_fk" FOREIGN KEY ("account_tokens_id") REFERENCES "public"."account_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agent_calls_fk" FOREIGN KEY ("agent_calls_id") REFERENCES "public"."agent_calls"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_agents_id_idx" ON "payload_locked_documents_rels" USING btree ("agents_id");
  CREATE INDEX "payload_locked_documents_rels_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("accounts_id");
  CREATE INDEX "payload_locked_documents_rels_account_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("account_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_account_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("account_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_agent_calls_id_idx" ON "payload_locked_documents_rels" USING btree ("agent_calls_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accounts_social_identities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agent_calls" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "agents" CASCADE;
  DROP TABLE "agents_locales" CASCADE;
  DROP TABLE "accounts_social_identities" CASCADE;
  DROP TABLE "accounts" CASCADE;
  DROP TABLE "account_sessions" CASCADE;
  DROP TABLE "account_tokens" CASCADE;
  DROP TABLE "agent_calls" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agent_calls_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('sales_email', 'marketing_form');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  DROP INDEX "payload_locked_documents_rels_agents_id_idx";
  DROP INDEX "payload_locked_documents_rels_accounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_account_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_account_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_agent_calls_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agent_calls_id";
  DROP TYPE "public"."enum_agents_type";
  DROP TYPE "public"."enum_accounts_status";
  DROP TYPE "public"."enum_accounts_app";
  DROP TYPE "public"."enum_account_tokens_purpose";
  DROP TYPE "public"."enum_agent_calls_kind";`)
}
