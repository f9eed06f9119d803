import "server-only";
import type { ReactNode } from "react";

/**
 * Renders an e-mail's React tree to static HTML, synchronously and without react-dom.
 *
 * Why not react-dom/server (which @react-email/render wraps): mail is rendered in route handlers,
 * in the job worker and in scripts, and all of them run under the `react-server` condition, where
 * `react-dom/server` refuses to load (and where `react` is the server build that its renderer cannot
 * use). E-mails are static markup: host elements, text, and function components without hooks or
 * state (what @react-email/components are), so a small serializer covers them; anything else (a
 * hook, a class, a context) throws rather than rendering something else. Its output is checked to
 * equal @react-email/render's for every kind of e-mail (tests/unit/server/mail-markup.test.tsx).
 */

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: "class",
  htmlFor: "for",
  httpEquiv: "http-equiv",
  acceptCharset: "accept-charset",
};
const SKIPPED_PROPS = new Set([
  "children",
  "dangerouslySetInnerHTML",
  "key",
  "ref",
  "suppressHydrationWarning",
  "suppressContentEditableWarning",
]);
const BOOLEAN_ATTRIBUTES = new Set([
  "allowfullscreen",
  "async",
  "autofocus",
  "autoplay",
  "checked",
  "controls",
  "default",
  "defer",
  "disabled",
  "formnovalidate",
  "hidden",
  "inert",
  "loop",
  "multiple",
  "muted",
  "nomodule",
  "novalidate",
  "open",
  "playsinline",
  "readonly",
  "required",
  "reversed",
  "selected",
  "itemscope",
]);
/** CSS properties whose numbers take no `px` (React's list, as far as e-mail styles go). */
const UNITLESS = new Set([
  "animationIterationCount",
  "aspectRatio",
  "borderImageOutset",
  "borderImageSlice",
  "borderImageWidth",
  "boxFlex",
  "boxFlexGroup",
  "boxOrdinalGroup",
  "columnCount",
  "columns",
  "flex",
  "flexGrow",
  "flexPositive",
  "flexShrink",
  "flexNegative",
  "flexOrder",
  "gridArea",
  "gridRow",
  "gridRowEnd",
  "gridRowSpan",
  "gridRowStart",
  "gridColumn",
  "gridColumnEnd",
  "gridColumnSpan",
  "gridColumnStart",
  "fontWeight",
  "lineClamp",
  "lineHeight",
  "opacity",
  "order",
  "orphans",
  "scale",
  "tabSize",
  "widows",
  "zIndex",
  "zoom",
  "fillOpacity",
  "floodOpacity",
  "stopOpacity",
  "strokeDasharray",
  "strokeDashoffset",
  "strokeMiterlimit",
  "strokeOpacity",
  "strokeWidth",
]);

const FRAGMENT = Symbol.for("react.fragment");
const FORWARD_REF = Symbol.for("react.forward_ref");
const MEMO = Symbol.for("react.memo");
const SUSPENSE = Symbol.for("react.suspense");
const ELEMENT = new Set([Symbol.for("react.transitional.element"), Symbol.for("react.element")]);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function styleOf(style: Record<string, unknown>): string {
  const rules: string[] = [];
  for (const [name, raw] of Object.entries(style)) {
    if (raw == null || typeof raw === "boolean" || raw === "") continue;
    const property = name.startsWith("--")
      ? name
      : name
          .replace(/([A-Z])/g, "-$1")
          .toLowerCase()
          .replace(/^ms-/, "-ms-");
    const value =
      typeof raw === "number" && raw !== 0 && !UNITLESS.has(name) && !name.startsWith("--")
        ? `${raw}px`
        : String(raw).trim();
    rules.push(`${property}:${value}`);
  }
  return rules.join(";");
}

function attributesOf(props: Record<string, unknown>): string {
  let out = "";
  for (const [name, value] of Object.entries(props)) {
    if (SKIPPED_PROPS.has(name) || value == null || typeof value === "function" || typeof value === "symbol") continue;
    if (name === "style") {
      const css = styleOf(value as Record<string, unknown>);
      if (css) out += ` style="${escapeHtml(css)}"`;
      continue;
    }
    const attribute = ATTRIBUTE_NAMES[name] ?? name;
    const free = attribute.startsWith("data-") || attribute.startsWith("aria-");
    if (typeof value === "boolean") {
      if (free) out += ` ${attribute}="${value}"`;
      else if (value && BOOLEAN_ATTRIBUTES.has(attribute.toLowerCase())) out += ` ${attribute}=""`;
      continue;
    }
    out += ` ${attribute}="${escapeHtml(String(value))}"`;
  }
  return out;
}

type AnyElement = { $$typeof: symbol; type: unknown; props: Record<string, unknown> };

function renderNode(node: ReactNode): string {
  if (node == null || typeof node === "boolean") return "";
  if (typeof node === "string") return escapeHtml(node);
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return node.map(renderNode).join("");
  const element = node as unknown as AnyElement;
  if (typeof node !== "object" || !ELEMENT.has(element.$$typeof)) {
    throw new Error("E-mail markup: only elements, text and arrays can be rendered.");
  }
  return renderElement(element.type, element.props);
}

function renderElement(type: unknown, props: Record<string, unknown>): string {
  if (typeof type === "string") {
    const open = `<${type}${attributesOf(props)}`;
    if (VOID.has(type)) return `${open}/>`;
    const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
    return `${open}>${inner ? (inner.__html ?? "") : renderNode(props.children as ReactNode)}</${type}>`;
  }
  if (type === FRAGMENT || type === SUSPENSE) return renderNode(props.children as ReactNode);
  if (typeof type === "function") {
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) {
      throw new Error("E-mail markup: class components are not supported.");
    }
    return renderNode((type as (p: unknown) => ReactNode)(props));
  }
  const wrapper = type as { $$typeof?: symbol; render?: (p: unknown, ref: null) => ReactNode; type?: unknown } | null;
  if (wrapper?.$$typeof === FORWARD_REF && wrapper.render) return renderNode(wrapper.render(props, null));
  if (wrapper?.$$typeof === MEMO) return renderElement(wrapper.type, props);
  throw new Error(`E-mail markup: cannot render an element of type ${String(wrapper?.$$typeof ?? type)}.`);
}

/** The e-mail document: the doctype e-mail clients expect (the one @react-email/render writes), then the tree. */
export const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function renderEmailMarkup(email: ReactNode): string {
  return `${EMAIL_DOCTYPE}${renderNode(email)}`;
}
