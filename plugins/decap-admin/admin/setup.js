/* global CMS, h, createClass, CONFIG, LIST_FORMAT, LIST_FIELD */
// The site's additions to Decap CMS, through the registration API of its standalone bundle (window.CMS, window.h,
// window.createClass: its own React, not the site's). CONFIG, LIST_FORMAT and LIST_FIELD are written above this
// file's text by plugins/decap-admin, from src/content/cms-config.ts.

// Most files of data/ are a list at their top, which Decap cannot edit as such: it edits the list as one field.
CMS.registerCustomFormat(LIST_FORMAT, "json", {
  fromFile: (text) => ({ [LIST_FIELD]: JSON.parse(text) }),
  toFile: (data) => `${JSON.stringify(data[LIST_FIELD] || [], null, 2)}\n`,
});

// A post's preview in the site's typography (preview.css): category and date, title, cover, then the body.
CMS.registerPreviewStyle("/admin/preview.css");
const formatDate = (value) => {
  const date = value ? new Date(`${String(value).slice(0, 10)}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime())
    ? date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
    : "";
};
const PostPreview = createClass({
  render() {
    const data = this.props.entry.get("data");
    const cover = data.get("image");
    const author = data.get("author");
    return h(
      "article",
      { className: "post" },
      h("p", { className: "meta" }, [data.get("category"), formatDate(data.get("date"))].filter(Boolean).join(" · ")),
      h("h1", null, data.get("title") || "Untitled post"),
      data.get("excerpt") ? h("p", { className: "excerpt" }, data.get("excerpt")) : null,
      cover
        ? h("img", { className: "cover", src: this.props.getAsset(cover).toString(), alt: data.get("imageAlt") || "" })
        : null,
      author && author.get("name")
        ? h(
            "p",
            { className: "byline" },
            `By ${author.get("name")}${author.get("title") ? `, ${author.get("title")}` : ""}`,
          )
        : null,
      h("div", { className: "body" }, this.props.widgetFor("body")),
    );
  },
});
CMS.registerPreviewTemplate("posts", PostPreview);

// A key no two entries may share (an id in a list file, a post's slug), checked before saving as the build checks it:
// another entry of the same list, or another post's file, with the value is refused with the build's message.
const StringControl = CMS.getWidget("string").control;
const takenBy = (props) => {
  const { value, field } = props;
  const rule = field.get("unique").toJS();
  if (!value) return undefined;
  if (rule.among) {
    const entries = props.getEntry().getIn(["data", rule.among]);
    const name = field.get("name");
    const same = entries ? entries.filter((entry) => entry && entry.get(name) === value).size : 0;
    return same > 1 ? "another entry of this list" : undefined;
  }
  const own = props.getEntry().get("path");
  const other = (rule.taken || []).find((taken) => taken.value === value && taken.path !== own);
  return other ? other.path : undefined;
};
const UniqueControl = createClass({
  isValid() {
    const by = takenBy(this.props);
    if (!by) return true;
    const message = this.props.field
      .getIn(["unique", "message"])
      .replace("{{value}}", this.props.value)
      .replace("{{by}}", by);
    return { error: { message } };
  },
  render() {
    return h(StringControl, this.props);
  },
});
CMS.registerWidget("unique", UniqueControl, CMS.getWidget("string").preview);

// The note above the sign-in screen (index.html) goes away with that screen: a signed-in writer has no use for it.
const help = document.getElementById("sign-in-help");
if (help) {
  const phrases = CMS.getLocale("en").auth;
  const signIn = [phrases.login, phrases.loginWithGitHub];
  const onSignInScreen = () =>
    [...document.querySelectorAll("button")].some((button) => signIn.includes(button.textContent.trim()));
  new MutationObserver(() => {
    help.hidden = !onSignInScreen();
  }).observe(document.body, { childList: true, subtree: true });
}

// The configuration comes with this file, not fetched from config.yml: /admin/ may not call its own site.
CMS.init({ config: { ...CONFIG, load_config_file: false } });
