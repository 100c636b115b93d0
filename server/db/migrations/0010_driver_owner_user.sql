-- A driver's owner is now a project member stored by user id, no longer a text. A text owner that names a user
-- of the project's company (by name, ignoring case) becomes that user's id; any other text owner is removed, so
-- every stored driver still matches the generated schema and can be saved again.
UPDATE "entity_values" AS ev
SET "value" = COALESCE(
  (
    SELECT jsonb_set(ev."value", '{owner}', to_jsonb(u."id"))
    FROM "users" AS u
    JOIN "projects" AS p ON p."company_id" = u."company_id"
    WHERE p."id" = ev."project_id" AND lower(u."name") = lower(trim(ev."value"->>'owner'))
    ORDER BY u."id"
    LIMIT 1
  ),
  ev."value" - 'owner'
)
WHERE jsonb_typeof(ev."value"->'owner') = 'string'
  AND ev."entity_attribute_id" IN (
    SELECT ea."id" FROM "entity_attributes" AS ea
    JOIN "scenario_modules" AS sm ON sm."id" = ea."module_type_id"
    WHERE sm."type_key" = 'Drivers' AND ea."key" = 'Driver'
  );
