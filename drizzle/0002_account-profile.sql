CREATE TABLE "cancellation_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason_code" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"storage_key" varchar(128) NOT NULL,
	"kind" varchar(16) DEFAULT 'avatar' NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "cancellation_applications" ADD CONSTRAINT "cancellation_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_uploads" ADD CONSTRAINT "user_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_open_uq" ON "cancellation_applications" USING btree ("user_id") WHERE "cancellation_applications"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "cancellation_due_idx" ON "cancellation_applications" USING btree ("status","effective_at");--> statement-breakpoint
CREATE INDEX "user_uploads_user_idx" ON "user_uploads" USING btree ("user_id");