CREATE TABLE "assessment_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"assessment_section_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"assessment_question_id" integer NOT NULL,
	"label" text NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_question_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT '#D2D6E2' NOT NULL,
	CONSTRAINT "assessment_question_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"assessment_section_id" integer NOT NULL,
	"assessment_group_id" integer,
	"question_type_id" integer NOT NULL,
	"text" text NOT NULL,
	"help" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"condition_question_id" integer,
	"condition_option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_role_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"permission_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT '#D2D6E2' NOT NULL,
	CONSTRAINT "assessment_statuses_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "assessment_user_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"permission_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status_id" integer NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"anonymous" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_answer_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_answer_id" integer NOT NULL,
	"assessment_question_option_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"assessment_question_id" integer NOT NULL,
	"text_value" text,
	"number_value" double precision,
	"date_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT '#D2D6E2' NOT NULL,
	CONSTRAINT "response_statuses_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "assessment_groups" ADD CONSTRAINT "assessment_groups_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_groups" ADD CONSTRAINT "assessment_groups_assessment_section_id_assessment_sections_id_fk" FOREIGN KEY ("assessment_section_id") REFERENCES "public"."assessment_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_question_options" ADD CONSTRAINT "assessment_question_options_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_question_options" ADD CONSTRAINT "assessment_question_options_assessment_question_id_assessment_questions_id_fk" FOREIGN KEY ("assessment_question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_section_id_assessment_sections_id_fk" FOREIGN KEY ("assessment_section_id") REFERENCES "public"."assessment_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_group_id_assessment_groups_id_fk" FOREIGN KEY ("assessment_group_id") REFERENCES "public"."assessment_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_question_type_id_assessment_question_types_id_fk" FOREIGN KEY ("question_type_id") REFERENCES "public"."assessment_question_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_condition_question_id_assessment_questions_id_fk" FOREIGN KEY ("condition_question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_status_id_response_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."response_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_role_permissions" ADD CONSTRAINT "assessment_role_permissions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_role_permissions" ADD CONSTRAINT "assessment_role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sections" ADD CONSTRAINT "assessment_sections_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_user_permissions" ADD CONSTRAINT "assessment_user_permissions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_user_permissions" ADD CONSTRAINT "assessment_user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_status_id_assessment_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."assessment_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_answer_options" ADD CONSTRAINT "response_answer_options_response_answer_id_response_answers_id_fk" FOREIGN KEY ("response_answer_id") REFERENCES "public"."response_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_answer_options" ADD CONSTRAINT "response_answer_options_assessment_question_option_id_assessment_question_options_id_fk" FOREIGN KEY ("assessment_question_option_id") REFERENCES "public"."assessment_question_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_answers" ADD CONSTRAINT "response_answers_response_id_assessment_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."assessment_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_answers" ADD CONSTRAINT "response_answers_assessment_question_id_assessment_questions_id_fk" FOREIGN KEY ("assessment_question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_groups_section_idx" ON "assessment_groups" USING btree ("assessment_section_id");--> statement-breakpoint
CREATE INDEX "assessment_question_options_question_idx" ON "assessment_question_options" USING btree ("assessment_question_id");--> statement-breakpoint
CREATE INDEX "assessment_questions_assessment_idx" ON "assessment_questions" USING btree ("assessment_id","assessment_section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_responses_unique" ON "assessment_responses" USING btree ("assessment_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_role_permissions_unique" ON "assessment_role_permissions" USING btree ("assessment_id","role_id");--> statement-breakpoint
CREATE INDEX "assessment_sections_assessment_idx" ON "assessment_sections" USING btree ("assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_user_permissions_unique" ON "assessment_user_permissions" USING btree ("assessment_id","user_id");--> statement-breakpoint
CREATE INDEX "assessments_company_idx" ON "assessments" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "response_answer_options_unique" ON "response_answer_options" USING btree ("response_answer_id","assessment_question_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "response_answers_unique" ON "response_answers" USING btree ("response_id","assessment_question_id");--> statement-breakpoint
-- The seeded assessment lookups: admins rename, recolour and reorder them; the keys are what the server acts on.
INSERT INTO "assessment_statuses" ("key", "name", "color", "position") VALUES
	('draft', 'Draft', '#9E9E9E', 0), ('open', 'Open', '#4CAF7A', 1), ('closed', 'Closed', '#8D6E63', 2)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "response_statuses" ("key", "name", "color", "position") VALUES
	('in_progress', 'In progress', '#F5B942', 0), ('submitted', 'Submitted', '#4CAF7A', 1)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "assessment_question_types" ("key", "name", "color", "position") VALUES
	('single_choice', 'Single choice', '#42A5F5', 0), ('multiple_choice', 'Multiple choice', '#26A69A', 1),
	('scale', 'Scale / rating', '#7E57C2', 2), ('yes_no', 'Yes / no', '#66BB6A', 3), ('number', 'Number', '#FFA726', 4),
	('short_text', 'Short text', '#8D6E63', 5), ('long_text', 'Long text', '#78909C', 6), ('date', 'Date', '#EC407A', 7)
ON CONFLICT DO NOTHING;
