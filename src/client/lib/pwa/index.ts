export {
  installPrompt,
  isIosSafari,
  isStandalone,
  listenForInstallPrompt,
  promptInstall,
} from './install-prompt';
export { handleLaunches } from './launch-queue';
export { clearServiceWorkerPatientData } from './service-worker';
export {
  currentPushSubscription,
  pushSupport,
  pushSupported,
  subscribeToPush,
  syncedPushSubscription,
  unsubscribeFromPush,
  type PushSupport,
} from './push-subscription';
