import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssistantMessageText } from './assistant-message-text';

function renderAnswer(text: string) {
  return render(<AssistantMessageText text={text} />).container;
}

describe('AssistantMessageText', () => {
  it('renders headings, lists, emphasis, code and a GFM table', () => {
    const answer = renderAnswer(
      [
        '## Risks',
        '',
        '- **Supplier** delay',
        '- *Key person* leaves',
        '',
        'Run `npm test`:',
        '',
        '```',
        'const x = 1;',
        '```',
        '',
        '| Risk | Score |',
        '| --- | --: |',
        '| Delay | 6 |',
      ].join('\n'),
    );
    expect(screen.getByText('Risks')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Supplier').tagName).toBe('STRONG');
    expect(screen.getByText('Key person').tagName).toBe('EM');
    expect(screen.getByText('npm test').tagName).toBe('CODE');
    expect(answer.querySelector('pre code')).toHaveTextContent('const x = 1;');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '6' })).toHaveStyle({ textAlign: 'right' });
  });

  it('opens http links in a new tab without handing over the opener', () => {
    renderAnswer('See [the guide](https://example.test/guide) or [mail us](mailto:help@example.test).');
    const guide = screen.getByRole('link', { name: 'the guide' });
    expect(guide).toHaveAttribute('href', 'https://example.test/guide');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail us' })).toHaveAttribute('href', 'mailto:help@example.test');
  });

  it('keeps the words of a javascript:, data: or relative link but makes no link of them', () => {
    renderAnswer('[click](javascript:alert(1)) [data](data:text/html,x) [here](/projects/1) [tab](java\tscript:alert(1))');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('click')).toBeInTheDocument();
    expect(screen.getByText('here')).toBeInTheDocument();
  });

  it('shows raw HTML as text and never as markup', () => {
    const answer = renderAnswer('Look: <img src=x onerror="alert(1)"> and <script>alert(2)</script>\n\n<div onclick="x()">block</div>');
    expect(answer.querySelector('img, script, div[onclick]')).toBeNull();
    expect(answer).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(answer).toHaveTextContent('<div onclick="x()">block</div>');
  });

  it('offers an image as a link instead of loading it', () => {
    const answer = renderAnswer('![chart](https://tracker.example.test/pixel.png)');
    expect(answer.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'chart' })).toHaveAttribute('href', 'https://tracker.example.test/pixel.png');
  });

  it('renders half-streamed markdown: an open code fence, an unfinished table and a dangling emphasis', () => {
    const answer = renderAnswer('Steps:\n\n1. **Open\n\n```ts\nconst half = ');
    expect(answer.querySelector('pre code')).toHaveTextContent('const half =');
    expect(answer).toHaveTextContent('**Open');
    renderAnswer('| A | B |\n| --- |');
    expect(screen.getByText('| A | B |', { exact: false })).toBeInTheDocument();
  });
});
