/**
 * The check-in itself, loaded only when the patient opens it: three guided photos (the live
 * camera where the browser has one, the file input always: `hooks/use-shot.ts`), each shrunk
 * on the phone as soon as it is taken and shown with "Retake", then a note and "Send". The
 * check-in goes into the outbox and is sent from there at once when online; otherwise it
 * waits, and the patient is told so.
 */
import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  Box,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
  em,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHECK_IN_NOTE_MAX } from '../../../../shared/constants';
import { CheckInDataSchema } from '../../../../shared/schemas/check-in';
import { useHiddenPageBehind } from '../../../hooks/use-hidden-page-behind';
import { ApiError } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/toast';
import type { CameraProblem } from '../hooks/use-camera';
import { useRefreshCheckIns, useSendWaitingCheckIns } from '../hooks/use-check-in-outbox';
import { useShot, type ShotOptions } from '../hooks/use-shot';
import {
  queueCheckIn,
  requestBackgroundSync,
  waitingCheckIns,
  type QueuedPhoto,
} from '../lib/check-in-outbox';
import { retakeShotLabel, SHOTS, shotPhotoAlt } from '../lib/shots';
import { BlobImage } from './blob-image';
import { FilePhotoButton } from './file-photo-button';
import { CameraDeniedNote, CameraSwitchButton, LiveCamera } from './live-camera';
import { ShotOutline } from './shot-outline';

/** The toast of a check-in kept on the phone, in the active language. */
const SAVED_OFFLINE = msg`Saved — we'll send it when you're back online`;
const REVIEW_STEP = SHOTS.length;

interface CheckInFlowProps {
  opened: boolean;
  /** A new number for each opening: a new check-in, nothing kept from the last. */
  session: number;
  aligner: number;
  onClose: () => void;
}

/** Full-screen on a phone, with the page behind it hidden; centred on wider screens. */
export default function CheckInFlow({ opened, session, aligner, onClose }: CheckInFlowProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${em(theme.breakpoints.sm)})`, false, {
    getInitialValueInEffect: false,
  });
  useHiddenPageBehind(opened && phone);
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Photo check-in`}
      size="lg"
      centered
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      closeButtonProps={{ 'aria-label': t`Close the check-in` }}
      returnFocus={false}
      // Mantine's title bar is a <header>: inside role="dialog" it would be a second page banner.
      attributes={{ header: { role: 'none' } }}
      styles={{
        title: { fontWeight: 800, fontSize: 22 },
      }}
    >
      <CheckInSteps key={session} aligner={aligner} onDone={onClose} />
    </Modal>
  );
}

function CheckInSteps({ aligner, onDone }: { aligner: number; onDone: () => void }) {
  const [photos, setPhotos] = useState<(QueuedPhoto | null)[]>(SHOTS.map(() => null));
  const [step, setStep] = useState(0);
  // A camera refused or missing is not asked for again in this check-in.
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const setPhoto = (index: number, photo: QueuedPhoto) =>
    setPhotos((current) => current.map((old, i) => (i === index ? photo : old)));

  return step < REVIEW_STEP ? (
    <ShotStep
      key={step}
      index={step}
      photo={photos[step] ?? null}
      cameraProblem={cameraProblem}
      onCameraProblem={setCameraProblem}
      onPhoto={(photo) => setPhoto(step, photo)}
      onBack={step > 0 ? () => setStep(step - 1) : undefined}
      onNext={() => setStep(step + 1)}
    />
  ) : (
    <ReviewStep
      aligner={aligner}
      photos={photos.filter((photo): photo is QueuedPhoto => photo !== null)}
      onRetake={setStep}
      onDone={onDone}
    />
  );
}

/** A step shoots the shot at `index` (the hook's own options, less the shot). */
interface ShotStepProps extends Omit<ShotOptions, 'shot'> {
  index: number;
  onBack?: () => void;
  onNext: () => void;
}

/**
 * The live camera while the shot is to be taken, where the browser has one; the photo once
 * taken. The file input is always there: beside the live camera, or as "Take photo" itself.
 */
function ShotStep(props: ShotStepProps) {
  const { index, photo, cameraProblem, onCameraProblem, onPhoto, onBack, onNext } = props;
  const shot = SHOTS[index]!;
  const last = index === SHOTS.length - 1;
  const number = index + 1;
  const total = SHOTS.length;
  const take = useShot({ shot, photo, cameraProblem, onCameraProblem, onPhoto });
  const { camera, retake } = take;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.8">
        <Trans>
          Photo {number} of {total}
        </Trans>
      </Text>
      <Title order={3} fz={20}>
        {i18n._(shot.label)}
      </Title>
      <Text>{i18n._(shot.instruction)}</Text>
      <ShotFrame>
        {take.streaming ? (
          <LiveCamera shot={shot} videoRef={camera.videoRef} mirrored={camera.mirrored} />
        ) : take.preview ? (
          <BlobImage
            blob={take.preview}
            alt={shotPhotoAlt(shot)}
            style={{ width: '100%', height: '100%' }}
          />
        ) : (
          <ShotOutline shot={shot.key} />
        )}
      </ShotFrame>
      {cameraProblem === 'denied' ? <CameraDeniedNote /> : null}
      <Group gap="sm" grow>
        {onBack ? (
          <Button variant="default" size="lg" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
        ) : null}
        <FilePhotoButton
          onFile={take.fromFile}
          busy={take.busy}
          variant={retake ? 'default' : 'filled'}
          autofocus
          // Live, it is the shutter; a photo is retaken with the camera where there is one.
          onClick={take.live ? take.shutter : retake && take.withCamera ? take.again : undefined}
          aria-label={retake ? retakeShotLabel(shot) : undefined}
        >
          {retake ? <Trans>Retake</Trans> : <Trans>Take photo</Trans>}
        </FilePhotoButton>
        {photo ? (
          <Button size="lg" onClick={onNext}>
            {last ? <Trans>Review</Trans> : <Trans>Next</Trans>}
          </Button>
        ) : null}
      </Group>
      {take.switchable ? (
        <CameraSwitchButton
          byFile={take.byFile}
          onByFile={take.setByFile}
          onFile={take.fromFile}
          busy={take.busy}
        />
      ) : null}
    </Stack>
  );
}

function ShotFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      pos="relative"
      bg="gray.8"
      // A phone's photo is upright: the frame is too, as tall as the screen leaves room for.
      style={{
        height: '55dvh',
        aspectRatio: '3 / 4',
        maxWidth: '100%',
        marginInline: 'auto',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
      }}
    >
      {children}
    </Box>
  );
}

interface ReviewStepProps {
  aligner: number;
  photos: QueuedPhoto[];
  onRetake: (index: number) => void;
  onDone: () => void;
}

function ReviewStep({ aligner, photos, onRetake, onDone }: ReviewStepProps) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const { length } = note;
  const max = CHECK_IN_NOTE_MAX;
  const send = useSend(onDone);
  const { t } = useLingui();
  const submit = () => {
    const checked = v.safeParse(CheckInDataSchema, { id: crypto.randomUUID(), aligner, note });
    if (!checked.success) {
      setNoteError(checked.issues[0].message);
      return;
    }
    void send.run({ aligner, note: checked.output.note, photos });
  };
  return (
    <Stack gap="md">
      <Title order={3} fz={20}>
        <Trans>Check your photos</Trans>
      </Title>
      <Text size="sm" c="gray.8">
        <Trans>With aligner {aligner}. Retake any that is blurred or dark.</Trans>
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        {photos.map((photo, index) => (
          <Stack key={SHOTS[index]!.key} gap={4}>
            <Text size="sm" fw={600} ta="center">
              {i18n._(SHOTS[index]!.label)}
            </Text>
            <BlobImage
              blob={photo.blob}
              alt={shotPhotoAlt(SHOTS[index]!)}
              style={{ width: '100%', aspectRatio: '3 / 4', borderRadius: 8 }}
            />
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => onRetake(index)}
              aria-label={retakeShotLabel(SHOTS[index]!)}
            >
              <Trans>Retake</Trans>
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
      <Textarea
        label={t`Note for your clinic (optional)`}
        description={t`${length} of ${max} characters`}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setNoteError(null);
        }}
        error={noteError}
        maxLength={CHECK_IN_NOTE_MAX}
        autosize
        minRows={3}
        styles={{ description: { color: 'var(--mantine-color-gray-8)' } }}
      />
      <Button size="md" onClick={submit} loading={send.busy}>
        <Trans>Send</Trans>
      </Button>
    </Stack>
  );
}

/** Saves the check-in in the outbox, sends what waits when online, and says what happened. */
function useSend(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const sendWaiting = useSendWaitingCheckIns();
  const refresh = useRefreshCheckIns();
  const run = async (draft: { aligner: number; note: string; photos: QueuedPhoto[] }) => {
    setBusy(true);
    try {
      const { id } = await queueCheckIn(draft);
      const { keptBy } = navigator.onLine ? await sendWaiting() : { keptBy: null };
      if ((await waitingCheckIns()).some((item) => item.id === id)) {
        await refresh({ fromServer: false });
        void requestBackgroundSync();
        tellKept(keptBy);
      }
      onDone();
    } catch (error) {
      showError(error, i18n._(msg`Your check-in could not be saved`));
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

/** Offline (or unreachable) it waits quietly; a server that said "later" is quoted. */
function tellKept(keptBy: unknown) {
  if (keptBy instanceof ApiError && keptBy.status !== 0) {
    showError(keptBy, i18n._(msg`Saved — we'll send it later`));
  } else {
    showSuccess(i18n._(SAVED_OFFLINE));
  }
}
