-- Default system-wide lookups, only where none exist yet, so admins may rename or remove them.
INSERT INTO "risk_item_impacts" ("name", "color", "weight", "position")
SELECT v.name, v.color, v.weight, v.weight - 1 FROM (VALUES ('Very low', '#4CAF7A', 1), ('Low', '#A5C85A', 2), ('Medium', '#F5B942', 3), ('High', '#F08A3C', 4), ('Very high', '#E0524D', 5)) AS v(name, color, weight)
WHERE NOT EXISTS (SELECT 1 FROM "risk_item_impacts");
--> statement-breakpoint
INSERT INTO "risk_item_probabilities" ("name", "color", "weight", "position")
SELECT v.name, v.color, v.weight, v.weight - 1 FROM (VALUES ('Very unlikely', '#4CAF7A', 1), ('Unlikely', '#A5C85A', 2), ('Possible', '#F5B942', 3), ('Likely', '#F08A3C', 4), ('Very likely', '#E0524D', 5)) AS v(name, color, weight)
WHERE NOT EXISTS (SELECT 1 FROM "risk_item_probabilities");
--> statement-breakpoint
INSERT INTO "driver_item_types" ("name", "color", "position")
SELECT v.name, v.color, v.position FROM (VALUES ('Political', '#7E57C2', 0), ('Economic', '#26A69A', 1), ('Social', '#FFA726', 2), ('Technological', '#42A5F5', 3), ('Legal', '#8D6E63', 4), ('Environmental', '#66BB6A', 5)) AS v(name, color, position)
WHERE NOT EXISTS (SELECT 1 FROM "driver_item_types");
--> statement-breakpoint
INSERT INTO "ecosystem_roles" ("name", "color", "position")
SELECT v.name, v.color, v.position FROM (VALUES ('Customer', '#42A5F5', 0), ('Partner', '#26A69A', 1), ('Supplier', '#FFA726', 2), ('Regulator', '#8D6E63', 3), ('Employee', '#7E57C2', 4), ('Investor', '#66BB6A', 5)) AS v(name, color, position)
WHERE NOT EXISTS (SELECT 1 FROM "ecosystem_roles");
--> statement-breakpoint
INSERT INTO "scenario_module_categories" ("name", "position")
SELECT v.name, v.position FROM (VALUES ('Lists', 0), ('Canvases', 1), ('Diagrams', 2), ('Documents', 3), ('Boards', 4), ('Embeds', 5)) AS v(name, position)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Risks stored impact and probability as 'low', 'medium' or 'high'; they now hold lookup ids: low, medium
-- and high become the defaults of weight 2, 3 and 4.
UPDATE "entity_values" ev
SET "value" = ev."value"
  || CASE WHEN ev."value"->>'impact' IN ('low', 'medium', 'high') THEN jsonb_build_object('impact',
       (SELECT i."id" FROM "risk_item_impacts" i WHERE i."weight" = CASE ev."value"->>'impact' WHEN 'low' THEN 2 WHEN 'medium' THEN 3 ELSE 4 END ORDER BY i."position" LIMIT 1))
     ELSE '{}'::jsonb END
  || CASE WHEN ev."value"->>'probability' IN ('low', 'medium', 'high') THEN jsonb_build_object('probability',
       (SELECT p."id" FROM "risk_item_probabilities" p WHERE p."weight" = CASE ev."value"->>'probability' WHEN 'low' THEN 2 WHEN 'medium' THEN 3 ELSE 4 END ORDER BY p."position" LIMIT 1))
     ELSE '{}'::jsonb END
FROM "entity_attributes" ea JOIN "scenario_modules" sm ON sm."id" = ea."module_type_id"
WHERE ea."id" = ev."entity_attribute_id" AND ea."key" = 'RiskItem' AND sm."type_key" = 'Risks'
  AND (ev."value"->>'impact' IN ('low', 'medium', 'high') OR ev."value"->>'probability' IN ('low', 'medium', 'high'));
