import "server-only";
import { Body, Button, Container, Head, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { siteUrl } from "@/lib/server/env";
import { MAIL_FONTS, MAIL_THEME, SITE_NAME } from "./theme";

/**
 * The one layout of every e-mail: the brand band, the message's paragraphs (the plain-text twin's
 * blocks, so both parts say the same), one button for the main action, and the small print.
 */

/** The main action: a button, placed after the paragraph that gives the same link as text. */
export interface MailAction {
  label: string;
  href: string;
}

export interface MailLayoutProps {
  /** The line an inbox shows after the subject. */
  preview: string;
  /** The plain text's paragraphs (separated by blank lines there). */
  blocks: readonly string[];
  action?: MailAction;
}

const LINK = /https?:\/\/[^\s()<>]+[^\s()<>.,;:!?'"]/g;

const linkStyle = {
  color: MAIL_THEME.link,
  textDecoration: "underline",
  // a long signed link wraps at any character rather than widening the message past a phone's screen
  wordBreak: "break-all",
  overflowWrap: "anywhere",
} as const;

/**
 * One line of text with the site's own addresses in it as real links, shown as their text. Other
 * addresses (in a customer's message or review) stay text: the mail does not vouch for them.
 */
function linked(line: string, key: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const own = siteUrl();
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    if (!match[0].startsWith(own)) continue;
    if (match.index > last) parts.push(line.slice(last, match.index));
    parts.push(
      <Link key={`${key}-${match.index}`} href={match[0]} style={linkStyle}>
        {match[0]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

function Paragraph({ block, index }: { block: string; index: number }) {
  const lines = block.split("\n");
  return (
    <Text style={{ color: MAIL_THEME.ink, fontSize: 16, lineHeight: "24px", margin: "0 0 16px" }}>
      {lines.flatMap((line, i) => [
        ...(i > 0 ? [<br key={`br-${index}-${i}`} />] : []),
        ...linked(line, `${index}-${i}`),
      ])}
    </Text>
  );
}

function ActionButton({ action }: { action: MailAction }) {
  return (
    <Section style={{ margin: "4px 0 24px" }}>
      <Button
        href={action.href}
        style={{
          backgroundColor: MAIL_THEME.gold,
          color: MAIL_THEME.onGold,
          borderRadius: 6,
          fontFamily: MAIL_FONTS.body,
          fontSize: 16,
          fontWeight: 700,
          padding: "12px 24px",
          textAlign: "center",
        }}
      >
        {action.label}
      </Button>
    </Section>
  );
}

/** Where the button goes: after the paragraph with its link; without one, after the last paragraph but the sign-off. */
function buttonAfter(blocks: readonly string[], action: MailAction): number {
  const withLink = blocks.findIndex((block) => block.includes(action.href));
  return withLink >= 0 ? withLink : Math.max(blocks.length - 2, 0);
}

export function MailLayout({ preview, blocks, action }: MailLayoutProps) {
  const after = action ? buttonAfter(blocks, action) : -1;
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Body style={{ backgroundColor: MAIL_THEME.cream, margin: 0, padding: 0, fontFamily: MAIL_FONTS.body }}>
        <Preview>{preview}</Preview>
        <Container style={{ maxWidth: 600, width: "100%", backgroundColor: MAIL_THEME.card }}>
          <Section style={{ backgroundColor: MAIL_THEME.night, padding: "20px 24px", textAlign: "center" }}>
            <Text
              style={{
                color: MAIL_THEME.gold,
                fontFamily: MAIL_FONTS.display,
                fontSize: 24,
                fontWeight: 700,
                letterSpacing: "0.06em",
                lineHeight: "32px",
                margin: 0,
              }}
            >
              {SITE_NAME}
            </Text>
          </Section>
          <Section style={{ padding: "24px 24px 8px" }}>
            {blocks.map((block, index) => [
              <Paragraph key={`p-${index}`} block={block} index={index} />,
              ...(action && index === after ? [<ActionButton key="action" action={action} />] : []),
            ])}
          </Section>
          <Section style={{ backgroundColor: MAIL_THEME.night, padding: "12px 24px" }}>
            <Text style={{ color: MAIL_THEME.muted, fontSize: 12, lineHeight: "18px", margin: 0, textAlign: "center" }}>
              {SITE_NAME} · Glasgow
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
