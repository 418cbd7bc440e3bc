/**
 * The photo check-in's live camera on a phone (390 px), with Chromium's fake camera: the video
 * plays mirrored under the outline, "Take photo" (the keyboard's Enter on the first shot) takes
 * the frame as the photo, shown with "Retake", which opens the camera again; three shots sent
 * reach the server as one check-in of three photos cropped to the frame's 3:4. "Choose a photo"
 * (the phone's camera app) lets the live camera go before the file input opens. No camera track
 * stays live once a shot is taken, the step changes or the dialog closes. With the camera
 * refused (in Hindi), a calm note says so and the file input takes the photo. Each camera state
 * passes axe and is photographed at 390 and 1440 px when SCREENSHOT_DIR is set.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/config';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type AdminApi } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { checkInDialog, checkInsOf, SHOTS } from './check-in-helpers';
import { agreeToPrivacyNotice, PHONE, useSignedInSession } from './patient-helpers';

// A fake camera (a moving test picture). Without --use-fake-ui-for-media-stream Chromium answers
// a camera the context was not granted as a refused prompt: each test grants it or does not.
test.use({
  viewport: PHONE,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
  },
});
// Photos shrunk in the browser and axe over the dialog: more than the usual upper bound.
test.slow();

const LIVE_CAMERA = 'Live camera: line your teeth up with the outline';

/**
 * Every stream the page's getUserMedia returned, kept by the test (the product exposes none),
 * so that a track left running is found even after its video is gone.
 */
function recordCameraStreams(page: Page) {
  return page.addInitScript(() => {
    const streams: MediaStream[] = [];
    Object.assign(window, { cameraStreams: streams });
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

type WithStreams = Window & { cameraStreams: MediaStream[] };

/** The camera tracks still running, of every stream the page was given. */
const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as WithStreams).cameraStreams
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === 'live').length,
  );

/** How many times the page asked for the camera and got it. */
const streamsGiven = (page: Page) =>
  page.evaluate(() => (window as unknown as WithStreams).cameraStreams.length);

async function openCheckIn(page: Page, adminApi: AdminApi, path = '/dashboard') {
  const { patient, password } = await adminApi.registerPatient();
  const token = await useSignedInSession(page, patient.email, password);
  await agreeToPrivacyNotice(adminApi.request, token);
  await page.goto(path);
  const card = page.locator('#check-ins');
  await card.getByRole('button').first().click();
  return { patientId: patient._id as string, card };
}

/** The video plays the camera, mirrored, and the decorative outline covers it exactly. */
async function expectLiveCamera(page: Page, flow: Locator) {
  const video = flow.getByLabel(LIVE_CAMERA);
  await expect(video).toBeVisible();
  // Playing, with a picture (HAVE_CURRENT_DATA or more).
  await expect(video).toHaveJSProperty('paused', false);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expect(flow.locator('svg[aria-hidden="true"]')).toBeVisible();
  // Measured at one moment: the dialog may still be sliding in.
  const { sameBox, mirror } = await video.evaluate((v) => {
    const box = (element: Element) => JSON.stringify(element.getBoundingClientRect());
    const outline = v.parentElement!.querySelector('svg[aria-hidden="true"]')!;
    return {
      sameBox: box(v) === box(outline),
      mirror: getComputedStyle(v.parentElement!).transform,
    };
  });
  expect(sameBox).toBe(true);
  expect(mirror).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  await expect.poll(() => liveTracks(page)).toBe(1);
  return video;
}

/** Presses the shutter (or Enter on it); the photo shows with "Retake" and the camera is off. */
async function shoot(page: Page, flow: Locator, label: string, keyboard = false) {
  const video = await expectLiveCamera(page, flow);
  const element = await video.elementHandle();
  const shutter = flow.getByRole('button', { name: 'Take photo' });
  if (keyboard) {
    await expect(shutter).toBeFocused();
    await page.keyboard.press('Enter');
  } else {
    await shutter.click();
  }
  await expect(flow.getByRole('img', { name: `${label} photo` })).toBeVisible();
  await expect(
    flow.getByRole('button', { name: `Retake ${label.toLowerCase()} photo` }),
  ).toBeVisible();
  await expect(flow.getByLabel(LIVE_CAMERA)).toHaveCount(0);
  expect(await element!.evaluate((v: HTMLVideoElement) => v.srcObject)).toBeNull();
  await expect.poll(() => liveTracks(page)).toBe(0);
}

/** A plain upright photo for the file input. */
const grey = () =>
  sharp({
    create: { width: 900, height: 1200, channels: 3, background: { r: 150, g: 150, b: 150 } },
  })
    .jpeg()
    .toBuffer();

async function checkAndShoot(page: Page, name: string) {
  await screenshotWidths(page, name, [PHONE.width, 1440]);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
}

test('three photos through the live camera, sent; the camera stops after each shot and on close', async ({
  page,
  context,
  adminApi,
}) => {
  await context.grantPermissions(['camera']);
  await recordCameraStreams(page);
  let fileChoosers = 0;
  page.on('filechooser', () => fileChoosers++);
  const { patientId, card } = await openCheckIn(page, adminApi);
  const flow = checkInDialog(page);

  // The front photo with the keyboard, from "Take photo" focused as the dialog opens.
  await expect(flow.getByRole('heading', { name: SHOTS[0] })).toBeVisible();
  await expectLiveCamera(page, flow);
  await expect(flow.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
  await checkAndShoot(page, 'check-in-camera');
  await shoot(page, flow, SHOTS[0], true);
  await checkAndShoot(page, 'check-in-camera-taken');

  // "Retake" opens the camera again; a second shot replaces the photo.
  await flow.getByRole('button', { name: 'Retake front photo' }).click();
  await shoot(page, flow, SHOTS[0]);
  await flow.getByRole('button', { name: 'Next' }).click();

  // Leaving a step with the camera on stops it.
  await expect(flow.getByRole('heading', { name: SHOTS[1] })).toBeVisible();
  await expectLiveCamera(page, flow);
  await flow.getByRole('button', { name: 'Back' }).click();
  await expect(flow.getByRole('img', { name: 'Front photo' })).toBeVisible();
  await expect.poll(() => liveTracks(page)).toBe(0);
  await flow.getByRole('button', { name: 'Next' }).click();

  for (const [index, label] of SHOTS.entries()) {
    if (index === 0) continue;
    await expect(flow.getByRole('heading', { name: label })).toBeVisible();
    await shoot(page, flow, label);
    await flow.getByRole('button', { name: index === 2 ? 'Review' : 'Next' }).click();
  }
  await expect(flow.getByRole('heading', { name: 'Check your photos' })).toBeVisible();
  await flow.getByRole('button', { name: 'Send' }).click();
  await expect(flow).toHaveCount(0);
  await expect(card.getByTestId('check-in')).toHaveCount(1);

  // One check-in of three photos, each the frame's upright 3:4, none through a file chooser.
  const [checkIn, ...others] = await checkInsOf(adminApi, patientId);
  expect(others).toEqual([]);
  expect(checkIn!.photos).toHaveLength(3);
  for (const { width, height } of checkIn!.photos) expect(width / height).toBeCloseTo(3 / 4, 2);
  expect(fileChoosers).toBe(0);

  // The phone's camera app (here a file picker) lets the live camera go before it opens, and
  // its photo counts as any other; "Retake" brings the live camera back.
  await card.getByRole('button', { name: 'Photo check-in' }).click();
  await expectLiveCamera(page, flow);
  const chooser = page.waitForEvent('filechooser');
  await flow.getByRole('button', { name: 'Choose a photo' }).click();
  await expect(flow.getByLabel(LIVE_CAMERA)).toHaveCount(0);
  await expect.poll(() => liveTracks(page)).toBe(0);
  await expect(flow.getByRole('button', { name: 'Use the live camera' })).toBeVisible();
  await (
    await chooser
  ).setFiles({ name: 'IMG_0.jpg', mimeType: 'image/jpeg', buffer: await grey() });
  await expect(flow.getByRole('img', { name: 'Front photo' })).toBeVisible();
  await flow.getByRole('button', { name: 'Retake front photo' }).click();
  await expectLiveCamera(page, flow);

  // Closing the dialog with the camera on stops it.
  await page.keyboard.press('Escape');
  await expect(flow).toHaveCount(0);
  await expect.poll(() => liveTracks(page)).toBe(0);
  // Asked once each time the camera showed: the front twice, the left side twice (before and
  // after "Back"), the right side, and twice in the second check-in.
  expect(await streamsGiven(page)).toBe(7);
});

test('camera refused, in Hindi: a calm note, and the file input takes the photo', async ({
  page,
  adminApi,
}) => {
  await recordCameraStreams(page);
  await openCheckIn(page, adminApi, '/dashboard?lang=hi');
  const flow = page.getByRole('dialog', { name: 'फ़ोटो चेक-इन' });
  await expect(
    flow
      .getByRole('status')
      .getByText(
        'यहाँ TapAlign को कैमरा इस्तेमाल करने की अनुमति नहीं है। आप अपने ब्राउज़र की सेटिंग में इसकी अनुमति दे सकते हैं, या नीचे दिए बटन से फ़ोटो ले सकते हैं।',
      ),
  ).toBeVisible();
  await expect(flow.locator('video')).toHaveCount(0);
  await checkAndShoot(page, 'check-in-camera-refused-hi');

  const chooser = page.waitForEvent('filechooser');
  await flow.getByRole('button', { name: 'फ़ोटो लें' }).click();
  await (
    await chooser
  ).setFiles({ name: 'IMG_0.jpg', mimeType: 'image/jpeg', buffer: await grey() });
  await expect(flow.getByRole('img', { name: 'सामने से फ़ोटो' })).toBeVisible();
  await expect(flow.getByRole('button', { name: 'सामने से फ़ोटो दोबारा लें' })).toBeVisible();
  // Refused once, the camera is not asked for again in this check-in.
  await flow.getByRole('button', { name: 'आगे' }).click();
  await expect(flow.getByRole('heading', { name: 'बाईं ओर से' })).toBeVisible();
  await expect(flow.getByRole('button', { name: 'फ़ोटो लें' })).toBeVisible();
  expect(await streamsGiven(page)).toBe(0);
});
