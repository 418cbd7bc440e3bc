-- Issues raised before issues.pause_id existed: link each open pause to the patient's newest
-- open pausing issue, so resuming closes that issue as it would for one raised today.
UPDATE "issues" SET "pause_id" = p."id"
FROM "pauses" p
WHERE p."resumed_date" IS NULL
  AND "issues"."id" = (
    SELECT j."id" FROM "issues" j
    WHERE j."user_id" = p."user_id"
      AND j."pause_progress"
      AND j."issue_status" = 'open'
      AND j."pause_id" IS NULL
    ORDER BY j."created_at" DESC
    LIMIT 1
  );
