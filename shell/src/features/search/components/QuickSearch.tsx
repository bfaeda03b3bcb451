import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SearchResult } from '@zu/shared-contract';
import { apiErrorAlert, useDebounced, withCodeLabel } from '@zu/shared-platform';
import { Box, CodeLabelBadge, Image, Input, Spinner, Text } from '@zu/shared-ui';
import { useShellSearchQuery } from '../api/search-api';
import { resultKindLabel, resultPath } from '../model/result-path';
import { readHistory, rememberResult } from '../model/search-history';

const searchPauseMs = 200;

/** The header's quick search over players, cards, achievements and corporations (a keyboard-usable combobox). */
export function QuickSearch({ onPicked }: { onPicked?: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [history, setHistory] = useState(readHistory);
  const query = useDebounced(text.trim(), searchPauseMs);
  const typing = text.trim() !== query;
  const search = useShellSearchQuery(query, { skip: query.length < 1 });
  const showingHistory = text.trim().length === 0;
  const results = showingHistory ? history : (search.data ?? []);
  const loading = !showingHistory && (typing || search.isFetching);
  // A refused search (too many requests while typing, the API out of reach) says why instead of "no result".
  const failure =
    !showingHistory && !loading && search.isError
      ? withCodeLabel(apiErrorAlert(search.error), search.error)
      : undefined;

  const pick = (result: SearchResult) => {
    setHistory(rememberResult(result));
    setText('');
    setOpen(false);
    onPicked?.();
    // A navigation that fails (e.g. the same page) is ignored.
    Promise.resolve(navigate(resultPath(result))).catch(() => undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(results.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open && results[active]) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const expanded =
    open && (results.length > 0 || loading || (!showingHistory && (search.isSuccess || failure !== undefined)));
  return (
    <Box position="relative" w={{ base: 'full', md: '56', lg: '48', xl: '72' }} role="search">
      <Input
        // Typed into the page's HTML before the app ran, the text goes on here (the page's boot script).
        data-early-control="quick-search"
        autoComplete="off"
        role="combobox"
        aria-label="Recherche rapide"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && results[active] ? `${listId}-${active}` : undefined}
        placeholder="Joueur, carte, corporation…"
        size="sm"
        bg="whiteAlpha.100"
        borderColor="whiteAlpha.300"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {loading ? (
        <Spinner size="xs" position="absolute" right="2" top="2" color="brand.fg" aria-label="Recherche en cours" />
      ) : null}
      {expanded ? (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={showingHistory ? 'Recherches récentes' : 'Résultats'}
          position="absolute"
          top="10"
          left="0"
          right="0"
          zIndex="dropdown"
          bg="#1b1433"
          borderWidth="1px"
          borderColor="whiteAlpha.300"
          borderRadius="md"
          py="1"
          m="0"
          listStyleType="none"
          boxShadow="lg"
          maxH="80vh"
          overflowY="auto"
        >
          {showingHistory ? (
            <Text as="li" px="3" py="1" fontSize="xs" color="fg.muted" role="presentation">
              Recherches récentes
            </Text>
          ) : null}
          {failure ? (
            <Text as="li" px="3" py="2" fontSize="sm" color="gold.fg" role="presentation">
              <CodeLabelBadge label={failure.codeLabel} me="2" />
              {failure.message}
            </Text>
          ) : !showingHistory && !loading && results.length === 0 ? (
            <Text as="li" px="3" py="2" fontSize="sm" color="fg.muted" role="presentation">
              Aucun résultat
            </Text>
          ) : null}
          {results.map((result, index) => (
            <Box
              as="li"
              key={result.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              display="flex"
              alignItems="center"
              gap="2"
              px="3"
              py="1.5"
              cursor="pointer"
              bg={index === active ? 'whiteAlpha.200' : undefined}
              onMouseEnter={() => setActive(index)}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(result);
              }}
            >
              {result.header ? (
                <Image src={result.header} alt="" boxSize="7" objectFit="cover" borderRadius="sm" flexShrink={0} />
              ) : null}
              <Box minW="0">
                <Text fontSize="sm" lineClamp={1}>
                  {result.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {resultKindLabel[result.type]}
                  {result.type !== 'ITEM' && result.data ? ` · ${result.data}` : ''}
                </Text>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
