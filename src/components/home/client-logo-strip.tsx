import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Picture from "../ui/picture";
import { unstyledList } from "../../styles/mixins";
import { mq, space } from "../../styles/theme";

type ClientLogo = {
  readonly name: string;
  readonly logo: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null };
};

type ClientLogoStripProps = {
  logos: ReadonlyArray<ClientLogo>;
};

const list = css(unstyledList, {
  display: "grid",
  gap: `${space(6)} ${space(8)}`,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  alignItems: "center",
  [mq.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  [mq.xl]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" },
});

/** Logos of client practices; each image is named by the practice it stands for. */
const ClientLogoStrip = ({ logos }: ClientLogoStripProps) => (
  <ul css={list}>
    {logos.map((client) => {
      const image = client.logo.childImageSharp?.gatsbyImageData;
      return (
        <li key={client.name} css={{ display: "flex", justifyContent: "center" }}>
          {image ? (
            <Picture image={image} alt={client.name} css={{ width: "100%", maxWidth: 180 }} />
          ) : (
            <span>{client.name}</span>
          )}
        </li>
      );
    })}
  </ul>
);

export default ClientLogoStrip;
