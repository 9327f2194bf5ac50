CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "class_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" varchar(2) NOT NULL,
	"unit" integer NOT NULL,
	"book_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"lesson_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer DEFAULT 25 NOT NULL,
	"material_id" integer,
	"book_id" integer,
	"package_id" integer,
	"trial" boolean DEFAULT false NOT NULL,
	"prefs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'booked' NOT NULL,
	"is_cancel" boolean DEFAULT false NOT NULL,
	"cancel_reason" varchar(32),
	"cancel_note" varchar(500),
	"cancelled_at" timestamp with time zone,
	"settlement" varchar(16),
	"booked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"lesson_id" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"target_user_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_cn" varchar(100) NOT NULL,
	"total_classes" integer NOT NULL,
	"remaining" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"source" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_packages_remaining_ck" CHECK ("student_packages"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer DEFAULT 25 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"user_id" integer,
	"name" varchar(100) NOT NULL,
	"gender" varchar(8) NOT NULL,
	"nationality" varchar(2) NOT NULL,
	"years_teaching" integer DEFAULT 0 NOT NULL,
	"introduction" text NOT NULL,
	"introduction_cn" text NOT NULL,
	"avatar" text NOT NULL,
	"intro_picture" text NOT NULL,
	"intro_video" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teachers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "trial_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"learner_age" integer,
	"level" varchar(16),
	"preferred_times" varchar(300) DEFAULT '' NOT NULL,
	"contact" varchar(120) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'requested' NOT NULL,
	"lesson_id" integer,
	"adviser_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_notices" ADD CONSTRAINT "class_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_vouchers" ADD CONSTRAINT "leave_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_slot_id_teacher_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."teacher_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_material_id_course_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."course_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_package_id_student_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."student_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_ledger" ADD CONSTRAINT "package_ledger_package_id_student_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."student_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_slots" ADD CONSTRAINT "teacher_slots_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_notices_user_idx" ON "class_notices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_materials_uq" ON "course_materials" USING btree ("level","unit");--> statement-breakpoint
CREATE UNIQUE INDEX "course_materials_book_uq" ON "course_materials" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "leave_vouchers_user_idx" ON "leave_vouchers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_slot_live_uq" ON "lessons" USING btree ("slot_id") WHERE "lessons"."is_cancel" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_student_time_live_uq" ON "lessons" USING btree ("student_id","starts_at") WHERE "lessons"."is_cancel" = false;--> statement-breakpoint
CREATE INDEX "lessons_student_idx" ON "lessons" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_start_idx" ON "lessons" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "package_ledger_package_idx" ON "package_ledger" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "staff_actions_created_idx" ON "staff_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "student_packages_user_idx" ON "student_packages" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_slots_uq" ON "teacher_slots" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "teacher_slots_start_idx" ON "teacher_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_requests_user_uq" ON "trial_requests" USING btree ("user_id");--> statement-breakpoint
UPDATE "users" SET "role" = 'adviser' WHERE "role" = 'staff';
