-- Default project and module statuses (issue 4); only when none exist yet, so admins may rename or remove them.
INSERT INTO "project_statuses" ("name", "color", "position")
SELECT v.name, v.color, v.position FROM (VALUES ('Not started', '#D2D6E2', 0), ('In progress', '#F5B942', 1), ('Done', '#4CAF7A', 2)) AS v(name, color, position)
WHERE NOT EXISTS (SELECT 1 FROM "project_statuses");
--> statement-breakpoint
INSERT INTO "project_scenario_module_statuses" ("name", "color", "position")
SELECT v.name, v.color, v.position FROM (VALUES ('Not started', '#D2D6E2', 0), ('In progress', '#F5B942', 1), ('Done', '#4CAF7A', 2)) AS v(name, color, position)
WHERE NOT EXISTS (SELECT 1 FROM "project_scenario_module_statuses");
