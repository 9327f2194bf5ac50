CREATE TABLE "book_creations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"input" jsonb NOT NULL,
	"provider" varchar(16) NOT NULL,
	"pages_total" integer NOT NULL,
	"pages_composed" integer DEFAULT 0 NOT NULL,
	"pages_narrated" integer DEFAULT 0 NOT NULL,
	"unplaced" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"book_id" integer,
	"error" varchar(48),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "book_creations" ADD CONSTRAINT "book_creations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_creations" ADD CONSTRAINT "book_creations_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_creations_user_idx" ON "book_creations" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_owner_idx" ON "books" USING btree ("owner_id","id");