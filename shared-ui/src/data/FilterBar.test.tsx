import { act, renderHook } from '@testing-library/react';
import { useFilterDraft } from './FilterBar';

describe('useFilterDraft', () => {
  it('keeps what is typed until the applied value changes elsewhere, then follows it', () => {
    const { result, rerender } = renderHook(({ applied }: { applied?: string }) => useFilterDraft(applied), { initialProps: { applied: 'order-1' } as { applied?: string } });
    expect(result.current[0]).toBe('order-1');
    act(() => result.current[1]('order-12'));
    rerender({ applied: 'order-1' });
    expect(result.current[0]).toBe('order-12'); // typed, not applied yet
    rerender({ applied: undefined }); // cleared, or Back to an address without it
    expect(result.current[0]).toBe('');
    rerender({ applied: 'order-9' });
    expect(result.current[0]).toBe('order-9');
  });
});
