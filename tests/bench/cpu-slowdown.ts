/**
 * The same phone on any machine, as in `bench:lighthouse`: Lighthouse's 4× CPU slowdown stands for
 * a machine whose benchmark index is about 2,300, so the slowdown used is 4 × (this machine's
 * index ÷ 2,300). The index is Lighthouse's own (`computeBenchmarkIndex`), the median of five
 * readings in a blank page each (one reading swings by a fifth from the next), or pinned with
 * LIGHTHOUSE_CPU_INDEX.
 */
import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './bench-http';

const REFERENCE_CPU_INDEX = 2300;
const REFERENCE_SLOWDOWN = 4;
const READINGS = 5;

async function readCpuIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    // As source text: tsx would wrap the function's inner named functions otherwise.
    return await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}

/**
 * This machine's benchmark index now: pinned by LIGHTHOUSE_CPU_INDEX, or the median of
 * `readings` of Lighthouse's measure.
 */
export async function measureCpuIndex(browser: Browser, readings = READINGS): Promise<number> {
  const pinned = Number(process.env.LIGHTHOUSE_CPU_INDEX);
  if (pinned > 0) return pinned;
  const values: number[] = [];
  for (let i = 0; i < readings; i++) values.push(await readCpuIndex(browser));
  if (readings === READINGS)
    console.log(`CPU index readings: ${values.map(Math.round).join(', ')}`);
  return median(values);
}

/**
 * The CPU slowdown that makes this machine the reference phone; a machine slower than the
 * reference (a busy one) cannot be sped up, and runs as it is.
 */
export const cpuSlowdownFor = (cpuIndex: number) =>
  Math.max(1, (REFERENCE_SLOWDOWN * cpuIndex) / REFERENCE_CPU_INDEX);
