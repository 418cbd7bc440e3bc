/**
 * `README.txt` in the patient's data zip: what the zip holds and what each field of `data.json`
 * means, for whoever reads it with a program. English, as field names are; the patient's own
 * reading is `summary.html`. docs/design.md §10 describes the same fields.
 */
export const EXPORT_README = `TapAlign: your data
====================

summary.html  Your records to read, in your language (open it in a browser).
data.json     The same records and more, for computer programs (described below).
photos/       Your check-in photos: <check-in id>-<n>.webp, n = 1 front, 2 left side, 3 right side.
resumes/      Resumes of job applications sent with your email or mobile number.

Conventions in data.json
- Times ("...At", "at") are instants in UTC, ISO 8601 ("2026-03-10T06:00:00.000Z").
  The clinic keeps time in India (Asia/Kolkata, UTC+05:30).
- Dates ("...Date", "...On", "day") are calendar days of the clinic, YYYY-MM-DD.
- Durations ending in "Ms" are milliseconds (outMs 3600000 = 1 hour).
- "id", "userId" and "...Id" are identifiers; userId is your own id.
- Secrets (password, session and code hashes, passkey and push keys) are never included.

Fields
exportedAt            When this copy was made.
profile               You: id, name, email, phone (10 digits, India), dateOfBirth, gender,
                      language (the language you chose for TapAlign: en, hi or mr; null until
                      you chose one), treatmentPlanLink, startDate, aligners, weeksPerAligner,
                      disabledAt (null while your account is open), wearBreakReminder (whether
                      a long break sends a reminder), createdAt, updatedAt, signsInWith.
plan                  Today's plan figures: stepsInDays (days per aligner), duration and
                      durationInWeeks (whole plan, pauses included), endDate, daysCompleted,
                      daysRemaining, weekCompleted, currentAligner, nextDate (next change),
                      status (active, paused, completed), alignerStarts (each aligner's start).
timeline              Each aligner change: date, status (completed, in progress, pending, end
                      date), and the pause that moved it (pauseDetails: delay in days,
                      pauseDate, resumedDate).
pauses                Pauses of the plan: pauseDate, resumedDate (null while paused).
issues                Problems you or the clinic raised: issueType, description, issueStatus
                      (open, closed), pauseProgress (whether it paused the plan), pauseId,
                      createdAt, closedAt, closedByName, raisedByName (a parent or guardian
                      who raised it for you).
alignerSwitches       Aligner changes you confirmed: aligner, dueOn (the planned day),
                      switchedOn (the day you changed).
wearEvents            The wear log: type "out" (aligners taken out) or "in" (put back), at (when),
                      receivedAt (when the server got it; later when sent from offline).
wearDays              Per clinic day: outMs (time out of the mouth in breaks that ended),
                      logged (whether you used the log that day). A day not listed was not
                      logged: unknown, never counted as worn.
wearState             outSince (the break still open, null while the aligners are in),
                      timeZone (the zone the days were counted in), changedFrom (internal: the
                      earliest change not yet counted; null when the days are up to date).
checkIns              Photo check-ins: id, aligner, note, createdAt, reviewStatus (on-track,
                      needs-attention, null until reviewed), reviewComment, reviewedAt,
                      reviewedById and reviewedByName (the clinician).
checkInPhotos         Each photo: checkInId, position (0 front, 1 left, 2 right), width, height,
                      file (its path in this zip), fileId.
consents              Each time you agreed to the privacy notice: version, at, byGuardian
                      (agreed by your parent or guardian while you were under 18).
guardians             Your parents or guardians on record: name, phone, relationship.
erasureRequests       Your requests to be erased: reason, createdAt, closedAt (withdrawn or
                      declined; null while open).
sessions              Your sign-ins: createdAt, lastUsedAt, expiresAt.
passkeys              name, deviceType, backedUp, createdAt, lastUsedAt.
pushSubscriptions     Devices that get reminders: pushService (the browser's push service),
                      createdAt.
changeDayReminders    Aligner-change reminders: aligner, status, claimedAt, sentAt.
wearBreakReminders    Long-break reminders: outAt (the break), status, claimedAt, sentAt.
auditEvents           What was done to your record and by whom: at, action, actorName,
                      actorRole, changes (field: { old, new }).
contactMessages       Messages sent from the contact form with your email or mobile number.
newsletterSignUps     Newsletter sign-ups with your email.
jobApplications       Job applications sent with your email or mobile number; resume is the
                      file's path in this zip.
whatsappMessages      WhatsApp messages sent to you: template (or text, for a reply written to
                      you), language, status (queued, sent, delivered, read, failed),
                      errorCode, createdAt, statusAt.
whatsappReceived      WhatsApp messages you sent the clinic: kind (text, button, other), text,
                      payload (the button you tapped), sentAt.
`;
