CREATE TABLE "dubbing_pages" (
	"dubbing_id" integer NOT NULL,
	"page" integer NOT NULL,
	"storage_key" varchar(64) NOT NULL,
	"bytes" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"accuracy" smallint NOT NULL,
	"fluency" smallint NOT NULL,
	"integrity" smallint NOT NULL,
	"tips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weak_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dubbing_pages_dubbing_id_page_pk" PRIMARY KEY("dubbing_id","page"),
	CONSTRAINT "dubbing_pages_scores_ck" CHECK ("dubbing_pages"."accuracy" between 0 and 100 and "dubbing_pages"."fluency" between 0 and 100 and "dubbing_pages"."integrity" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "dubbings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"accuracy" smallint,
	"fluency" smallint,
	"integrity" smallint,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "dubbings_scores_ck" CHECK ("dubbings"."finished_at" is null or ("dubbings"."accuracy" between 0 and 100 and "dubbings"."fluency" between 0 and 100 and "dubbings"."integrity" between 0 and 100))
);
--> statement-breakpoint
ALTER TABLE "dubbing_pages" ADD CONSTRAINT "dubbing_pages_dubbing_id_dubbings_id_fk" FOREIGN KEY ("dubbing_id") REFERENCES "public"."dubbings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dubbings" ADD CONSTRAINT "dubbings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dubbings" ADD CONSTRAINT "dubbings_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dubbings_draft_uq" ON "dubbings" USING btree ("user_id","book_id") WHERE "dubbings"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "dubbings_user_idx" ON "dubbings" USING btree ("user_id","finished_at");--> statement-breakpoint
CREATE INDEX "dubbings_recent_idx" ON "dubbings" USING btree ("finished_at");