CREATE TABLE "release_note_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_note_id" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_note_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "release_note_reads" (
	"user_id" integer NOT NULL,
	"release_note_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_note_reads_user_id_release_note_id_pk" PRIMARY KEY("user_id","release_note_id")
);
--> statement-breakpoint
CREATE TABLE "release_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"release_note_date" date NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_note_images" ADD CONSTRAINT "release_note_images_release_note_id_release_notes_id_fk" FOREIGN KEY ("release_note_id") REFERENCES "public"."release_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_note_images" ADD CONSTRAINT "release_note_images_key_account_images_key_fk" FOREIGN KEY ("key") REFERENCES "public"."account_images"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_note_reads" ADD CONSTRAINT "release_note_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_note_reads" ADD CONSTRAINT "release_note_reads_release_note_id_release_notes_id_fk" FOREIGN KEY ("release_note_id") REFERENCES "public"."release_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_note_images_note_idx" ON "release_note_images" USING btree ("release_note_id");--> statement-breakpoint
CREATE INDEX "release_notes_published_date_idx" ON "release_notes" USING btree ("published","release_note_date");