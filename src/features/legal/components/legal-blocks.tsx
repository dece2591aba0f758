import type { LegalBlock } from "../types";

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Plain text with any email address turned into a mailto: link. */
function LinkedText({ text }: { text: string }) {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={part + String(index)}
        href={`mailto:${part}`}
        className="font-medium text-primary underline underline-offset-4"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** Paragraphs and bulleted lists of a legal section. */
export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === "string" ? (
      <p key={index}>
        <LinkedText text={block} />
      </p>
    ) : (
      <ul key={index} className="flex list-disc flex-col gap-2 pl-5">
        {block.list.map((item) => (
          <li key={item}>
            <LinkedText text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}
