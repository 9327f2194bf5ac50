CREATE TABLE "auth_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"destination" varchar(300) NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"invalidated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_breakers" (
	"channel" varchar(8) PRIMARY KEY NOT NULL,
	"tripped_at" timestamp with time zone NOT NULL,
	"resumes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" varchar(320) PRIMARY KEY NOT NULL,
	"consecutive" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"destination" varchar(300) NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_first_visits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_visit_time" varchar(19),
	"referrer_host" varchar(255),
	"referrer_path" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_first_visits" ADD CONSTRAINT "user_first_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_codes_destination_idx" ON "auth_codes" USING btree ("channel","destination","id");--> statement-breakpoint
CREATE INDEX "auth_codes_created_idx" ON "auth_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");