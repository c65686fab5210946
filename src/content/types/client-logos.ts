import * as v from "valibot";
import { defineContentType } from "../content-type";
import { image, text } from "../schemas";

export default defineContentType({
  type: "ClientLogosJson",
  description: "A client logo in the home page strip. From data/client-logos.json.",
  fields: v.object({
    name: v.pipe(text, v.description("The client's name, used as the logo's alternative text.")),
    logo: v.pipe(image, v.description("Logo image, relative to data/ (images/clients/{name}.png).")),
  }),
});
