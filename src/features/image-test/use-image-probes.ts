import { useCallback, useEffect, useState } from 'react';
import { initialSteps, probeImage, probeTargets, type ProbeStep } from './image-probe';
import { loadImage } from './load-image';

export interface ProbeRow {
  format: string;
  src: string;
  steps: ProbeStep[];
}

const initialRows = (): ProbeRow[] =>
  probeTargets.map((target) => ({
    format: target.format,
    src: target.src,
    steps: initialSteps(target),
  }));

/**
 * Runs the image probes after hydration (the prerendered page shows every image as Loading...)
 * and again on `runAgain`. Results of a superseded run are dropped.
 */
export function useImageProbes(): { rows: ProbeRow[]; running: boolean; runAgain: () => void } {
  const [rows, setRows] = useState<ProbeRow[]>(initialRows);
  const [run, setRun] = useState(0);
  const [running, setRunning] = useState(true);

  useEffect(() => {
    let current = true;
    const probes = probeTargets.map((target, index) =>
      probeImage(target, loadImage, (steps) => {
        if (!current) return;
        setRows((previous) =>
          previous.map((row, rowIndex) => (rowIndex === index ? { ...row, steps } : row)),
        );
      }),
    );
    void Promise.all(probes).then(() => {
      if (current) setRunning(false);
    });
    return () => {
      current = false;
    };
  }, [run]);

  const runAgain = useCallback(() => {
    setRows(initialRows());
    setRunning(true);
    setRun((value) => value + 1);
  }, []);

  return { rows, running, runAgain };
}
