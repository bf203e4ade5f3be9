/**
 * effectiveMonthlyRate: the effective interest rate a month of a loan, as the
 * SEC defines it (CONTRACT section 7): the rate r that discounts the payments
 * to what the borrower receives,
 *
 *   netProceeds = Σ amountᵢ / (1 + r)^(daysᵢ / 30),
 *
 * daysᵢ counted in calendar days from the release date to the i-th due date.
 * The sum falls as r grows, so the one root is found by bisection: every step
 * halves the interval, so it always ends (no hang) and never yields NaN. It
 * answers null where no rate exists or none can be believed: nothing
 * received, no payments, a payment that is not an amount, a due date that is
 * not after the release, or a rate beyond any loan (a million percent a month).
 */
import { daysBetween } from './calendarDay.ts';

export interface DatedPayment {
  date: unknown;
  amount: unknown;
}

const MAX_RATE = 10_000; // 1,000,000 % a month: past it no loan is meant.
const STEPS = 200;

function amountOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The monthly rate as a fraction (0.0987 for 9.87 % a month), or null. */
export function effectiveMonthlyRate(netProceeds: unknown, payments: unknown, releaseDate: unknown): number | null {
  const net = amountOf(netProceeds);
  if (net === null || net <= 0 || !Array.isArray(payments) || payments.length === 0) return null;
  const flows: { amount: number; months: number }[] = [];
  for (const p of payments as unknown[]) {
    if (!p || typeof p !== 'object') return null;
    const amount = amountOf((p as DatedPayment).amount);
    const days = daysBetween(releaseDate, (p as DatedPayment).date);
    if (amount === null || days === null || days <= 0) return null;
    flows.push({ amount, months: days / 30 });
  }
  if (flows.every((f) => f.amount === 0)) return null;
  // What the payments are worth at rate r, less what was received: falls as r grows.
  const gap = (r: number) => flows.reduce((sum, f) => sum + f.amount / Math.pow(1 + r, f.months), 0) - net;
  let low = -0.999_999;
  let high = 1;
  while (gap(high) > 0) {
    if (high >= MAX_RATE) return null;
    high = Math.min(high * 4, MAX_RATE);
  }
  if (gap(low) < 0) return null;
  for (let i = 0; i < STEPS && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (gap(mid) > 0) low = mid;
    else high = mid;
  }
  const rate = (low + high) / 2;
  return Number.isFinite(rate) ? rate : null;
}

/** The same rate in percent a month, to two decimals (9.87), as a borrower reads it and a cap compares it; null when there is none. */
export function eirPercent(netProceeds: unknown, payments: unknown, releaseDate: unknown): number | null {
  const rate = effectiveMonthlyRate(netProceeds, payments, releaseDate);
  if (rate === null) return null;
  // Rounded on the basis points, so 9.865 % shows and compares as 9.87, never 9.86 from float noise.
  const rounded = Math.round(Number((rate * 10_000).toFixed(6))) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** This module as an operation pack (renderer/operationPacks.ts): the code of `eir`. */
export const ratesPack = { eirPercent };
