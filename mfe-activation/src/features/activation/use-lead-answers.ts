import { useCallback, useEffect, useState } from 'react';
import type { HostApi } from 'shared-contracts';
import type { LeadQualificationEntry } from 'shared-contracts/areas/activation/activation';
import { LEAD_QUALIFICATION_STORAGE_KEY, isLeadQualification, withAnswer } from '../../rules/lead-qualification';

/**
 * The lead qualification answers, kept in browser storage through hostApi.storage (spec 02 §3):
 * read once, written on every answer, and followed when another tab changes them.
 */
export function useLeadAnswers(hostApi: HostApi) {
  const read = useCallback(() => hostApi.storage.get(LEAD_QUALIFICATION_STORAGE_KEY, isLeadQualification) ?? [], [hostApi]);
  const [entries, setEntries] = useState<LeadQualificationEntry[]>(read);

  useEffect(
    () => hostApi.storage.onOtherTabChange(LEAD_QUALIFICATION_STORAGE_KEY, () => setEntries(read())),
    [hostApi, read],
  );

  const answer = useCallback(
    (entry: LeadQualificationEntry) => {
      setEntries((current) => {
        const next = withAnswer(current, entry);
        hostApi.storage.set(LEAD_QUALIFICATION_STORAGE_KEY, next);
        return next;
      });
    },
    [hostApi],
  );

  return { entries, answer };
}
