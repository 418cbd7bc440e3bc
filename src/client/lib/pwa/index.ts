export { externalStore, type ExternalStore } from './external-store';
export {
  installPrompt,
  isIosSafari,
  isStandalone,
  listenForInstallPrompt,
  promptInstall,
} from './install-prompt';
export { handleLaunches } from './launch-queue';
export {
  applyUpdate,
  clearServiceWorkerPatientData,
  registerServiceWorker,
  updateWaiting,
} from './service-worker';
export {
  currentPushSubscription,
  pushSupport,
  subscribeToPush,
  syncedPushSubscription,
  unsubscribeFromPush,
  type PushSupport,
} from './push-subscription';
