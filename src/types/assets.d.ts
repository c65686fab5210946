/** An image imported into a module: its URL, or a data URI when under Gatsby's inlining limit (10,000 bytes). */
declare module "*.svg" {
  const url: string;
  export default url;
}
