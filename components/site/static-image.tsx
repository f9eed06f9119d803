import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image's markup (srcset, sizes, lazy loading, async decoding) rendered on the server as a
 * plain <img>: the Image component is a client component, and its code (about 5 kB gzip) would
 * otherwise load with the landing page although these images need no script.
 */
export function StaticImage(props: ImageProps & { alt: string }) {
  const { props: imgProps } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, without its client code
  return <img {...imgProps} alt={props.alt} />;
}
