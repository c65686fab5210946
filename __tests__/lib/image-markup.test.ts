import { validImageMarkup } from "../../src/build/image-markup";

const lazy =
  '<picture><source type="image/webp" data-srcset="/a.webp 144w,/b.webp 288w" sizes="144px"/><img data-main-image="" style="opacity:0" sizes="144px" loading="lazy" data-src="/a.png" data-srcset="/a.png 144w" alt=""/></picture>';

describe("validImageMarkup", () => {
  it("puts lazy images' addresses in src and srcset, where native lazy loading reads them", () => {
    expect(validImageMarkup(lazy)).toBe(
      '<picture><source type="image/webp" srcset="/a.webp 144w,/b.webp 288w" sizes="144px"/><img data-main-image="" style="opacity:0" sizes="144px" loading="lazy" src="/a.png" srcset="/a.png 144w" alt=""/></picture>',
    );
  });

  it("drops role=presentation from the sizer image, whose empty alt already says so", () => {
    expect(validImageMarkup('<img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml,x"/>')).toBe(
      '<img alt="" aria-hidden="true" src="data:image/svg+xml,x"/>',
    );
  });

  it("leaves data-src alone outside images and changes nothing else", () => {
    const other = '<div data-src="/x">text data-src="y"</div><img src="/eager.png" alt="Logo"/>';
    expect(validImageMarkup(other)).toBe(other);
  });
});
