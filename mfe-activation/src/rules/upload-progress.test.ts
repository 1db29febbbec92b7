import { uploadPercent } from './upload-progress';

describe('the upload percentage', () => {
  it.each([
    [0, 1000, 0],
    [1, 1000, 0],
    [999, 1000, 99],
    [1000, 1000, 100],
    [512, 1024, 50],
    [2000, 1000, 100],
    [10, null, null],
    [10, 0, null],
  ])('%d of %s bytes → %s', (loaded, total, percent) => {
    expect(uploadPercent({ loaded, total })).toBe(percent);
  });
});
