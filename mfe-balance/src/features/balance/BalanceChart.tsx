import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { toMajor, type BalancePoint } from 'shared-contracts/areas/balance/balance';
import type { Currency } from 'shared-contracts/rules';

const HEIGHT = 240;

export interface BalanceChartProps {
  points: readonly BalancePoint[];
  currency: Currency;
  labels: { available: string; pending: string };
  /** A calendar day in the country's format, for the axis. */
  day: (date: string) => string;
}

/** A colour of the design system, read from the page (a canvas cannot use CSS variables). */
const token = (element: Element, name: string, fallback: string) => getComputedStyle(element).getPropertyValue(name).trim() || fallback;

/**
 * Available and pending over the chosen days, drawn by uPlot (docs/decisions/0059-balance-chart.md).
 * The canvas is for sighted users; the same points are in the table beside it, which is what screen
 * readers read. Pending is dashed, so the two lines differ by more than their colour.
 */
export default function BalanceChart({ points, currency, labels, day }: BalanceChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const data: uPlot.AlignedData = [
      points.map((point) => Date.parse(`${point.date}T00:00:00Z`) / 1000),
      points.map((point) => toMajor(point.available, currency)),
      points.map((point) => toMajor(point.pending, currency)),
    ];
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'UTC'),
        scales: { x: { time: true } },
        // The legend names the lines; exact figures are in the table beside the chart.
        legend: { live: false },
        series: [
          {},
          { label: labels.available, stroke: token(element, '--mdp-brand', '#1a56db'), width: 2 },
          { label: labels.pending, stroke: token(element, '--mdp-ink-muted', '#52606d'), width: 2, dash: [6, 4] },
        ],
        axes: [
          // Day and month only (the country's order), far enough apart not to touch.
          {
            stroke: token(element, '--mdp-ink-muted', '#52606d'),
            space: 64,
            values: (_, ticks) => ticks.map((seconds) => day(new Date(seconds * 1000).toISOString().slice(0, 10)).slice(0, 5)),
          },
          {
            stroke: token(element, '--mdp-ink-muted', '#52606d'),
            size: 90,
            values: (_, ticks) => ticks.map((value) => new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 }).format(value)),
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, currency, labels, day]);

  return <div ref={container} className="mdp-balance-chart" aria-hidden="true" />;
}
