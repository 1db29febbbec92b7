import type { BrandLook } from '../config/brand';

/**
 * The brand's logo and name (decision 0065), inside the link that the header and the logged-out
 * frame wrap it in: the image says nothing a screen reader needs (alt=""), the name is the link's.
 */
export function BrandMark({ look, name }: { look: BrandLook; name: string }) {
  return (
    <>
      <img className="brand-mark" src={look.logo} alt="" width={28} height={28} />
      <span>{name}</span>
    </>
  );
}
