CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "book_pages" (
	"book_id" integer NOT NULL,
	"index" integer NOT NULL,
	"text" text NOT NULL,
	"text_cn" text NOT NULL,
	"image_large" text NOT NULL,
	"image_small" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"audio_src" text NOT NULL,
	"audio_ms" integer NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "book_pages_book_id_index_pk" PRIMARY KEY("book_id","index")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_cn" varchar(200) NOT NULL,
	"author" varchar(100) NOT NULL,
	"level" varchar(2) NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text NOT NULL,
	"description_cn" text NOT NULL,
	"word_count" integer NOT NULL,
	"page_count" integer NOT NULL,
	"cover_large" text NOT NULL,
	"cover_small" text NOT NULL,
	"search_doc" text DEFAULT '' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_type" varchar(8) NOT NULL,
	"target_id" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"user_id" integer NOT NULL,
	"target_type" varchar(8) NOT NULL,
	"target_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_user_id_target_type_kind_target_id_pk" PRIMARY KEY("user_id","target_type","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "reading_progress" (
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"page" integer NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_progress_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"user_id" integer,
	"title" varchar(200) NOT NULL,
	"title_cn" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"description_cn" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_sec" integer NOT NULL,
	"src" text NOT NULL,
	"poster" text NOT NULL,
	"subtitles_en" text NOT NULL,
	"subtitles_cn" text NOT NULL,
	"search_doc" text DEFAULT '' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "book_pages" ADD CONSTRAINT "book_pages_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_level_idx" ON "books" USING btree ("level","id");--> statement-breakpoint
CREATE INDEX "books_search_trgm_idx" ON "books" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comments_target_idx" ON "comments" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "reactions_target_idx" ON "reactions" USING btree ("target_type","target_id","kind");--> statement-breakpoint
CREATE INDEX "reading_progress_recent_idx" ON "reading_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "videos_user_idx" ON "videos" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "videos_search_trgm_idx" ON "videos" USING gin ("search_doc" gin_trgm_ops);