CREATE TABLE "file_blob_chunks" (
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_blob_chunks_key_position_pk" PRIMARY KEY("key","position")
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_blob_chunks" ADD CONSTRAINT "file_blob_chunks_key_file_blobs_key_fk" FOREIGN KEY ("key") REFERENCES "public"."file_blobs"("key") ON DELETE cascade ON UPDATE no action;