/** The NFC tag on each aligner's case opens the dashboard at that aligner (docs/design.md §4). */

/** Web NFC (Chrome on Android); not in TypeScript's DOM library yet. */
interface NdefReader {
  write(message: { records: { recordType: 'url'; data: string }[] }): Promise<void>;
}
type NdefWindow = Window & { NDEFReader?: new () => NdefReader };

export const nfcTagAddress = (aligner: number) =>
  `${window.location.origin}/dashboard?aligner=${aligner}`;

export const canWriteNfc = () => 'NDEFReader' in window;

/** Waits for a tag held to the phone and writes the address as a URL record. */
export async function writeNfcTag(address: string): Promise<void> {
  const Reader = (window as NdefWindow).NDEFReader;
  if (!Reader) throw new Error('This browser cannot write NFC tags.');
  await new Reader().write({ records: [{ recordType: 'url', data: address }] });
}
