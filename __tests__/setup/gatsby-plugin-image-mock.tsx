// gatsby-plugin-image only works on images processed at build time; in tests an image is a plain <img>.
type ImageData = { images?: { fallback?: { src?: string } } } | null | undefined;

export const getImage = (data: ImageData) => data ?? undefined;

export const GatsbyImage = ({ image, alt, onError }: { image: ImageData; alt: string; onError?: () => void }) => (
  <img src={image?.images?.fallback?.src ?? "image.png"} alt={alt} onError={onError} />
);

export const StaticImage = ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} />;
