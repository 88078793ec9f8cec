<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr_Latn">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hearts</source>
        <translation>O igri Srca</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Srca</translation>
    </message>
    <message>
        <source>The card game Hearts for %1 to %2 players, with the Omnibus, Cancellation, Black Maria and Spot Hearts variants.</source>
        <translation>Kartaška igra Srca za %1 do %2 igrača, sa varijantama Omnibus, Srca sa poništavanjem, Crna Marija i Srca po vrednosti.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Licenca: GNU General Public License, verzija 3 ili novija.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Card art:&lt;/b&gt; Adrian Kennard’s English pattern playing cards (&lt;a href=&quot;https://www.me.uk/cards/&quot;&gt;me.uk/cards&lt;/a&gt;), public domain (CC0 1.0).</source>
        <translation>&lt;b&gt;Izgled karata:&lt;/b&gt; karte engleskog dezena Adrijana Kenarda (&lt;a href=&quot;https://www.me.uk/cards/&quot;&gt;me.uk/cards&lt;/a&gt;), javni domen (CC0 1.0).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fonts:&lt;/b&gt; DejaVu Sans, Bitstream Vera licence; DejaVu changes are in the public domain.</source>
        <translation>&lt;b&gt;Fontovi:&lt;/b&gt; DejaVu Sans, licenca Bitstream Vera; izmene projekta DejaVu su u javnom domenu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Toolkit:&lt;/b&gt; Qt and Qt for Python (PySide6), under the GNU Lesser General Public License, version 3.</source>
        <translation>&lt;b&gt;Biblioteke:&lt;/b&gt; Qt i Qt for Python (PySide6), pod licencom GNU Lesser General Public License, verzija 3.</translation>
    </message>
    <message>
        <source>Version %1 (Qt %2)</source>
        <translation>Verzija %1 (Qt %2)</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licence…</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>&amp;O Qt-u</translation>
    </message>
    <message>
        <source>&lt;b&gt;Source code:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Izvorni kod:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>%1, your card</source>
        <translation>%1, tvoja karta</translation>
    </message>
    <message>
        <source>%1, played by %2</source>
        <translation>%1 (igra %2)</translation>
    </message>
    <message>
        <source>%1: %2 in total, %3 this hand</source>
        <translation>%1: ukupno %2, u ovom deljenju %3</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tvoj potez</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Na potezu je %1</translation>
    </message>
    <message>
        <source>Nobody&apos;s turn</source>
        <translation>Niko nije na potezu</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tvoja ruka</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Karte na stolu</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Rezultati</translation>
    </message>
    <message>
        <source>You take the trick, scoring %1.</source>
        <translation>Odnosiš štih (poeni: %1).</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Odnosiš štih.</translation>
    </message>
    <message>
        <source>%1 takes the trick, scoring %2.</source>
        <translation>%1 odnosi štih (poeni: %2).</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 odnosi štih.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Two</source>
        <translation>Dvojka</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Trojka</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Četvorka</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Petica</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Šestica</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sedmica</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Osmica</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Devetka</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Desetka</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Žandar</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Kralj</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Kec</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tref</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>herc</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Usage: %1 [option]
Hearts, the card game for 3 to 7 players, against computer opponents.

Options:
  -h, --help       show this help and exit
  -v, --version    show the version and exit
  --self-test      check this installation (card art, fonts, translations, sounds, one whole hand) and
                   exit with status 0 when it works

Qt&apos;s own options (such as -platform, -style and -reverse) are passed to Qt.
Settings: %2
Saved game, statistics and log: %3
Source code and licence (GPL-3.0-or-later): %4</source>
        <extracomment>Exit status for a command line we do not understand (as argparse and most tools use). Where ``--self-test`` writes its result when there is no console, in the temporary folder. Qt&apos;s own command-line options (QGuiApplication, QApplication, X11), each with whether a value follows it.</extracomment>
        <translation>Upotreba: %1 [opcija]
Srca, igra kartama za 3 do 7 igrača, protiv računarskih protivnika.

Opcije:
  -h, --help       prikaži ovu pomoć i izađi
  -v, --version    prikaži verziju i izađi
  --self-test      proveri ovu instalaciju (karte, fontove, prevode, zvukove, jedno celo deljenje)
                   i izađi sa statusom 0 ako sve radi

Sopstvene opcije Qt-a (kao -platform, -style i -reverse) prosleđuju se Qt-u.
Podešavanja: %2
Sačuvana igra, statistika i dnevnik: %3
Izvorni kod i licenca (GPL-3.0-or-later): %4</translation>
    </message>
    <message>
        <source>%1: unknown option %2 (%1 --help lists the options)</source>
        <translation>%1: nepoznata opcija %2 (%1 --help navodi opcije)</translation>
    </message>
    <message>
        <source>%1: the option %2 needs a value</source>
        <translation>%1: opcija %2 zahteva vrednost</translation>
    </message>
    <message>
        <source>The self-test&apos;s result is written to %1</source>
        <translation>Rezultat samoprovere se upisuje u %1</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Play deal</source>
        <translation>Odigraj deljenje</translation>
    </message>
    <message>
        <source>The same number deals the same cards for the same number of players and variant.</source>
        <translation>Isti broj deli iste karte za isti broj igrača i istu varijantu.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Broj deljenja</translation>
    </message>
    <message>
        <source>&amp;Whole match (the number is a match number from the score sheet)</source>
        <translation>&amp;Cela igra (broj je broj igre iz tabele rezultata)</translation>
    </message>
    <message>
        <source>The game in progress ends.</source>
        <translation>Igra u toku se završava.</translation>
    </message>
    <message>
        <source>A deal number is a whole number from 1 to %1.</source>
        <translation>Broj deljenja je ceo broj od 1 do %1.</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>Something went wrong inside Hearts; the game goes on, and the details were written to %1.</source>
        <extracomment>Each line: when, which version, how bad, where, what.</extracomment>
        <translation>Nešto je pošlo naopako u igri Srca; igra se nastavlja, a detalji su zapisani u %1.</translation>
    </message>
    <message>
        <source>Something went wrong inside Hearts; the game goes on.</source>
        <translation>Nešto je pošlo naopako u igri Srca; igra se nastavlja.</translation>
    </message>
    <message>
        <source>Some of your files could not be moved from the old folder %1 to %2: they stay where they were, and Hearts tries again at its next start.</source>
        <translation>Neke tvoje datoteke nisu mogle da se premeste iz stare fascikle %1 u %2: ostaju gde su bile, a Srca će pokušati ponovo pri sledećem pokretanju.</translation>
    </message>
</context>
<context>
    <name>DiskErrors</name>
    <message>
        <source>the disk is full</source>
        <translation>disk je pun</translation>
    </message>
    <message>
        <source>the file is in use by another program</source>
        <translation>datoteku koristi drugi program</translation>
    </message>
    <message>
        <source>there is not enough memory</source>
        <translation>nema dovoljno memorije</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>datoteka je oštećena</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <extracomment>System errors by kind: (error numbers, words); a name this system lacks is left out.</extracomment>
        <translation>tvoja kvota na disku je potrošena</translation>
    </message>
    <message>
        <source>the file or its folder does not exist</source>
        <translation>datoteka ili njena fascikla ne postoji</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>fascikla već nosi to ime</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>ime je predugačko</translation>
    </message>
    <message>
        <source>the name has characters the disk refuses</source>
        <translation>ime sadrži znakove koje disk ne prihvata</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>otvoreno je previše datoteka</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>datoteka je prevelika</translation>
    </message>
    <message>
        <source>the network drive does not answer</source>
        <translation>mrežni disk ne odgovara</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <extracomment>SQLite&apos;s primary result codes by kind: PERM 3, BUSY 5, LOCKED 6, NOMEM 7, READONLY 8, IOERR 10, CORRUPT 11, FULL 13, CANTOPEN 14, AUTH 23, NOTADB 26.</extracomment>
        <translation>datoteka je samo za čitanje</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>datoteka ne može da se otvori</translation>
    </message>
    <message>
        <source>the system refused (error %1)</source>
        <translation>sistem je odbio (greška %1)</translation>
    </message>
    <message>
        <source>the database refused (error %1)</source>
        <translation>baza podataka je odbila (greška %1)</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>sistem je odbio</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disk je samo za čitanje</translation>
    </message>
    <message>
        <source>access denied</source>
        <translation>pristup je odbijen</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>disk je prijavio grešku</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Pass your cards first: play starts when everyone has passed.</source>
        <translation>Prvo prosledi karte: igra počinje kad svi proslede svoje.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Deljenje je završeno.</translation>
    </message>
    <message>
        <source>%1 is not a card.</source>
        <translation>%1 nije karta.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Nemaš tu kartu.</translation>
    </message>
    <message>
        <source>The first trick must be led with a club.</source>
        <translation>Na prvi štih mora da se izađe trefom.</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table.</source>
        <translation>Za ovim stolom nema mesta %1.</translation>
    </message>
    <message>
        <source>Only cards can be passed.</source>
        <translation>Mogu da se proslede samo karte.</translation>
    </message>
    <message>
        <source>There are still points to play for.</source>
        <translation>Još ima poena za osvajanje.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>Deljenje još nije završeno.</translation>
    </message>
    <message>
        <source>This hand has already been scored.</source>
        <translation>Ovo deljenje je već upisano u rezultate.</translation>
    </message>
    <message>
        <source>The shooter must choose: add to everyone else, or subtract from their own score.</source>
        <translation>Igrač koji je pogodio mesec mora da izabere: da doda svima ostalima ili da oduzme od svog rezultata.</translation>
    </message>
    <message>
        <source>Finish and score this hand first.</source>
        <translation>Prvo završi ovo deljenje i upiši rezultat.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Igra je završena.</translation>
    </message>
    <message>
        <source>There is no card of yours to take back in this hand.</source>
        <translation>U ovom deljenju nema tvoje karte koja može da se vrati.</translation>
    </message>
    <message>
        <source>You must follow suit: clubs were led.</source>
        <translation>Moraš da odgovoriš na boju (tref).</translation>
    </message>
    <message>
        <source>You must follow suit: diamonds were led.</source>
        <translation>Moraš da odgovoriš na boju (karo).</translation>
    </message>
    <message>
        <source>You must follow suit: spades were led.</source>
        <translation>Moraš da odgovoriš na boju (pik).</translation>
    </message>
    <message>
        <source>You must follow suit: hearts were led.</source>
        <translation>Moraš da odgovoriš na boju (herc).</translation>
    </message>
    <message>
        <source>You may not play a point card on the first trick.</source>
        <translation>Na prvi štih ne smeš da baciš kaznenu kartu.</translation>
    </message>
    <message>
        <source>The first trick must be led with the two of clubs.</source>
        <translation>Na prvi štih mora da se izađe dvojkom tref.</translation>
    </message>
    <message>
        <source>The first trick must be led with the three of clubs.</source>
        <translation>Na prvi štih mora da se izađe trojkom tref.</translation>
    </message>
    <message>
        <source>Hearts are not broken yet.</source>
        <translation>Herc još nije otvoren.</translation>
    </message>
    <message>
        <source>There is no passing now.</source>
        <translation>Sada se karte ne prosleđuju.</translation>
    </message>
    <message>
        <source>You have already passed your cards.</source>
        <translation>Tvoje karte su već prosleđene.</translation>
    </message>
    <message>
        <source>Pass exactly three cards.</source>
        <translation>Prosledi tačno tri karte.</translation>
    </message>
    <message>
        <source>You cannot pass the same card twice.</source>
        <translation>Ista karta ne može da se prosledi dvaput.</translation>
    </message>
    <message>
        <source>You can only pass cards from your own hand.</source>
        <translation>Možeš da proslediš samo karte iz svoje ruke.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Undo is turned off in Settings (Allow undo).</source>
        <translation>Opoziv je isključen u Podešavanjima („Dozvoli opoziv“).</translation>
    </message>
    <message>
        <source>There is no hand to restart now.</source>
        <translation>Sada nema deljenja koje može da se ponovi.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Sačekaj svoj potez.</translation>
    </message>
    <message>
        <source>No hint right now.</source>
        <translation>Trenutno nema saveta.</translation>
    </message>
    <message>
        <source>The hint comes when it is your turn.</source>
        <translation>Savet stiže kad budeš na potezu.</translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation>Savet: razmišljam…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 razmišlja…</translation>
    </message>
    <message>
        <source>No points are left to play for: the rest of the hand was played out.</source>
        <translation>Nema više poena za osvajanje: ostatak deljenja je odigran odmah.</translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and took %n points off their own score.</source>
        <translation>
            <numerusform>%1: pucanje u mesec! Sopstveni rezultat je umanjen za %n poen.</numerusform>
            <numerusform>%1: pucanje u mesec! Sopstveni rezultat je umanjen za %n poena.</numerusform>
            <numerusform>%1: pucanje u mesec! Sopstveni rezultat je umanjen za %n poena.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and added %n points to everyone else.</source>
        <translation>
            <numerusform>%1: pucanje u mesec! Svima ostalima rezultat je uvećan za %n poen.</numerusform>
            <numerusform>%1: pucanje u mesec! Svima ostalima rezultat je uvećan za %n poena.</numerusform>
            <numerusform>%1: pucanje u mesec! Svima ostalima rezultat je uvećan za %n poena.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>and</source>
        <translation>i</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Pobeđuješ!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Pobeđuje %1!</translation>
    </message>
    <message>
        <source>You share the win with %1!</source>
        <translation>Pobedu deliš sa: %1!</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>Zajednička pobeda: %1.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Kraj igre</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nova igra</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Izlaz</translation>
    </message>
    <message>
        <source>&amp;Scores…</source>
        <translation>&amp;Rezultati…</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>nobody (the cards stay in the middle)</source>
        <translation>niko (karte ostaju na sredini)</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Istorija deljenja</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <source>Led by</source>
        <translation>Izlazi</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>Odigrane karte</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Nosi</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeni</translation>
    </message>
    <message>
        <source>Open a hand to see its passes and tricks. %1 marks a card that cancelled with its twin.</source>
        <translation>Otvori deljenje da vidiš prosleđene karte i štihove. %1 označava kartu koja se poništila sa svojim parom.</translation>
    </message>
    <message>
        <source>Open a hand to see its passes and tricks.</source>
        <translation>Otvori deljenje da vidiš prosleđene karte i štihove.</translation>
    </message>
    <message>
        <source>No hand has been finished yet: each hand is listed here once it is scored.</source>
        <translation>Još nijedno deljenje nije završeno: svako deljenje se ovde pojavljuje kada se obračuna.</translation>
    </message>
    <message>
        <source>&amp;Review hand…</source>
        <translation>&amp;Analiza deljenja…</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Deljenje %1</translation>
    </message>
    <message>
        <source>cards taken back</source>
        <translation>vraćene karte</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>vežba</translation>
    </message>
    <message>
        <source>Points taken: %1</source>
        <translation>Uzeti poeni: %1</translation>
    </message>
    <message>
        <source>Scored: %1</source>
        <translation>Rezultat deljenja: %1</translation>
    </message>
    <message>
        <source>The tricks of this hand were not kept (it was saved by an older version).</source>
        <translation>Štihovi iz ovog deljenja nisu sačuvani (sačuvano je starijom verzijom).</translation>
    </message>
    <message>
        <source>no trick</source>
        <translation>bez štiha</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Prosleđene</translation>
    </message>
    <message>
        <source>to %1: %2</source>
        <translation>prima %1: %2</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Primljene</translation>
    </message>
    <message>
        <source>from %1: %2</source>
        <translation>daje %1: %2</translation>
    </message>
    <message>
        <source>with the kitty: %1</source>
        <translation>s talonom: %1</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Štih %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(cancelled)</source>
        <translation>(poništena)</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hint: play %1, the lead least likely to win the trick.</source>
        <translation>Savet: odigraj %1 — izlaz koji najređe nosi štih.</translation>
    </message>
    <message>
        <source>Hint: play %1: drop the queen under %2.</source>
        <translation>Savet: odigraj %1: baci damu pod %2.</translation>
    </message>
    <message>
        <source>Hint: play %1: the others likely still have this suit, so play high.</source>
        <translation>Savet: odigraj %1: ostali verovatno imaju boju, igraj visoko.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed your highest card.</source>
        <translation>Savet: odigraj %1: nemaš boju — otarasi se najviše karte.</translation>
    </message>
    <message>
        <source>unguarded queen</source>
        <translation>nezaštićena</translation>
    </message>
    <message>
        <source>Hint: play %1, your only legal card.</source>
        <translation>Savet: odigraj %1 — jedinu dozvoljenu kartu.</translation>
    </message>
    <message>
        <source>Hint: play %1: the first trick carries no points, so lead high.</source>
        <translation>Savet: odigraj %1: prvi štih je bez poena, izađi visoko.</translation>
    </message>
    <message>
        <source>Hint: play %1: lead spades to force the queen out.</source>
        <translation>Savet: odigraj %1: izlazi pikom da isteraš damu.</translation>
    </message>
    <message>
        <source>Hint: play %1: no lead is safe, and this one costs least.</source>
        <translation>Savet: odigraj %1: svaki izlaz je rizičan, ovaj košta najmanje.</translation>
    </message>
    <message>
        <source>Hint: play %1: win this trick, %2 is going for the moon.</source>
        <translation>Savet: odigraj %1: uzmi štih, %2 ide na mesec.</translation>
    </message>
    <message>
        <source>Hint: play %1: lose this trick too for the no-trick bonus.</source>
        <translation>Savet: odigraj %1: izgubi i ovaj štih zbog bonusa.</translation>
    </message>
    <message>
        <source>Hint: play %1, your only card that loses the trick.</source>
        <translation>Savet: odigraj %1 — jedinu svoju kartu koja gubi štih.</translation>
    </message>
    <message>
        <source>Hint: play %1, the highest card that still loses the trick.</source>
        <translation>Savet: odigraj %1 — najvišu kartu koja gubi štih.</translation>
    </message>
    <message>
        <source>Hint: play %1: the trick is yours anyway, so play high.</source>
        <translation>Savet: odigraj %1: štih je ionako tvoj, igraj visoko.</translation>
    </message>
    <message>
        <source>Hint: play %1: this trick lowers your score, so take it.</source>
        <translation>Savet: odigraj %1: ovaj štih ti smanjuje rezultat, uzmi ga.</translation>
    </message>
    <message>
        <source>Hint: play %1: played last, it wins the trick and its bonus.</source>
        <translation>Savet: odigraj %1: poslednja, nosi štih i bonus.</translation>
    </message>
    <message>
        <source>Hint: play %1: you play last and there are no points, so play high.</source>
        <translation>Savet: odigraj %1: igraš na kraju i nema poena, igraj visoko.</translation>
    </message>
    <message>
        <source>Hint: pass %1 (not %3): %2 fewer points.</source>
        <translation>Savet: prosledi %1 (ne %3): %2 poena manje.</translation>
    </message>
    <message>
        <source>Hint: play %1: %2 fewer points than %3.</source>
        <translation>Savet: odigraj %1: %2 poena manje nego uz %3.</translation>
    </message>
    <message>
        <source>Hint: play %1: no points on the trick yet, so play high.</source>
        <translation>Savet: odigraj %1: štih je još bez poena, igraj visoko.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t stay under, so play low.</source>
        <translation>Savet: odigraj %1: ne možeš da ostaneš ispod, igraj nisko.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed points.</source>
        <translation>Savet: odigraj %1: nemaš boju — otarasi se poena.</translation>
    </message>
    <message>
        <source>Hint: play %1: give %2 no points towards the moon.</source>
        <translation>Savet: odigraj %1: ne daj poene, %2 ide na mesec.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed a high spade.</source>
        <translation>Savet: odigraj %1: nemaš boju — otarasi se visokog pika.</translation>
    </message>
    <message>
        <source>high spade</source>
        <translation>visoki pik</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>high heart</source>
        <translation>visoki herc</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>herc</translation>
    </message>
    <message>
        <source>short suit</source>
        <translation>kratka boja</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>visoka karta</translation>
    </message>
    <message>
        <source>Hint: pass %1 (%2).</source>
        <translation>Savet: prosledi %1 (%2).</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ili %2</translation>
    </message>
    <message>
        <source>%1 (in a dialog)</source>
        <translation>%1 (u dijalogu)</translation>
    </message>
    <message>
        <source>Move the focus ring across your cards (the first press shows it)</source>
        <translation>Pomeri okvir fokusa preko svojih karata (prvi pritisak ga prikazuje)</translation>
    </message>
    <message>
        <source>Select or deselect the ringed card for the pass; play it when it is your turn</source>
        <translation>Izaberi ili poništi izbor karte u okviru za prosleđivanje; odigraj je kad si na potezu</translation>
    </message>
    <message>
        <source>Pass the three selected cards (or say how many are still to choose)</source>
        <translation>Prosledi tri izabrane karte (ili saznaj koliko još treba da izabereš)</translation>
    </message>
    <message>
        <source>OK on the cards you received: play starts</source>
        <translation>„U redu“ za primljene karte: igra počinje</translation>
    </message>
    <message>
        <source>Move between the table and its buttons, and between a dialog&apos;s controls</source>
        <translation>Pređi sa stola na njegova dugmad i između kontrola u dijalogu</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + podvučeno slovo</translation>
    </message>
    <message>
        <source>Open a menu, or press the button or field with that letter in a dialog</source>
        <translation>Otvori meni ili u dijalogu pritisni dugme ili polje sa tim slovom</translation>
    </message>
    <message>
        <source>The dialog&apos;s default button: the score sheet after a hand deals the next one, game over starts a new game</source>
        <translation>Podrazumevano dugme dijaloga: tabela rezultata posle deljenja deli sledeće, kraj igre počinje novu igru</translation>
    </message>
    <message>
        <source>Close a dialog or a menu (the moon choice waits for an answer; game over leaves the final table in view)</source>
        <translation>Zatvori dijalog ili meni (izbor posle pucanja u mesec čeka odgovor; kraj igre ostavlja završni sto na vidiku)</translation>
    </message>
    <message>
        <source>The next or previous page of Settings</source>
        <translation>Sledeća ili prethodna stranica Podešavanja</translation>
    </message>
    <message>
        <source>Scroll the rules and this list</source>
        <translation>Listaj pravila i ovaj spisak</translation>
    </message>
    <message>
        <source>At the table and in dialogs</source>
        <translation>Za stolom i u dijalozima</translation>
    </message>
    <message>
        <source>Menu commands</source>
        <translation>Naredbe menija</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Naredba</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Prečica</translation>
    </message>
    <message>
        <source>Through the menu</source>
        <translation>Preko menija</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatura</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick</source>
        <translation>Poslednji štih</translation>
    </message>
    <message>
        <source>Every card of the suit led cancelled: the cards stay in the middle for the winner of the next trick.</source>
        <translation>Sve karte u boji kojom se izašlo su se poništile: ostaju na sredini, a uzima ih ko odnese sledeći štih.</translation>
    </message>
    <message numerus="yes">
        <source>%n points taken with this trick, the kitty included.</source>
        <translation>
            <numerusform>Poeni odneti ovim štihom, zajedno s talonom: %n.</numerusform>
            <numerusform>Poeni odneti ovim štihom, zajedno s talonom: %n.</numerusform>
            <numerusform>Poeni odneti ovim štihom, zajedno s talonom: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points taken with this trick.</source>
        <translation>
            <numerusform>Poeni odneti ovim štihom: %n.</numerusform>
            <numerusform>Poeni odneti ovim štihom: %n.</numerusform>
            <numerusform>Poeni odneti ovim štihom: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trick is yours.</source>
        <translation>Štih je tvoj.</translation>
    </message>
    <message>
        <source>Trick won by: %1</source>
        <translation>Štih nosi: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>Flipping the card face up: set to 0 with the back showing, animate to 1. How much of the card&apos;s shadow shows (0: none): in the deal&apos;s pile only the bottom card casts one.</extracomment>
        <translation>poništena</translation>
    </message>
    <message>
        <source>%1, cancelled</source>
        <translation>%1, poništena karta</translation>
    </message>
    <message>
        <source>The kitty, taken with this trick:</source>
        <translation>Talon, odnet ovim štihom:</translation>
    </message>
</context>
<context>
    <name>LicenceDialog</name>
    <message>
        <source>Hearts</source>
        <translation>Srca</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Card art</source>
        <translation>Slike karata</translation>
    </message>
    <message>
        <source>Font</source>
        <translation>Font</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Zvuci</translation>
    </message>
    <message>
        <source>This licence text is missing from this installation: %1</source>
        <translation>Ovaj tekst licence nedostaje u ovoj instalaciji: %1</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licence</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Hearts</source>
        <extracomment>How often Python looks for a signal (SIGTERM) while Qt&apos;s event loop runs.
----------
The commands macOS lists in the application&apos;s own menu (the roles set in :mod:`hearts_qt.ui.window.menus`).
----------
Longest main text (one or two sentences); anything longer is cut. Longest text behind the Details button. Between two problems told in one dialog.</extracomment>
        <translation>Srca</translation>
    </message>
    <message>
        <source>Hearts is already running; switch to its window to play.</source>
        <translation>Igra Srca je već pokrenuta; za igranje pređi u njen prozor.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nova igra</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>&amp;Rezultati</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Poslednji štih</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Sa&amp;vet</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>Po&amp;dešavanja…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Izlaz</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Pri&amp;kaz</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Ceo ekran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoć</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravila</translation>
    </message>
    <message>
        <source>&amp;About Hearts</source>
        <translation>&amp;O igri Srca</translation>
    </message>
    <message>
        <source>Abandon the current match and start a new one?</source>
        <translation>Napustiti trenutnu igru i početi novu?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova igra</translation>
    </message>
    <message>
        <source>New game: %1, %2, %3.</source>
        <translation>Nova igra: %1, %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n igrač</numerusform>
            <numerusform>%n igrača</numerusform>
            <numerusform>%n igrača</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n points</source>
        <translation>
            <numerusform>do %n poena</numerusform>
            <numerusform>do %n poena</numerusform>
            <numerusform>do %n poena</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand histor&amp;y…</source>
        <translation>Is&amp;torija deljenja…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistika…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Opozovi</translation>
    </message>
    <message>
        <source>&amp;Restart hand</source>
        <translation>Ponovo odi&amp;graj deljenje</translation>
    </message>
    <message>
        <source>Play &amp;deal…</source>
        <translation>Odigraj deljenje po &amp;broju…</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatura</translation>
    </message>
    <message>
        <source>Played without %1, so that the deal comes out even.</source>
        <translation>Igra se bez %1, da bi se karte podelile podjednako.</translation>
    </message>
    <message>
        <source>⚠ Not saved</source>
        <extracomment>Seconds an answer to a command (Undo, Restart hand) stays in the status bar while the computer plays on. Room kept free between the message and the first mark on the bar&apos;s right.</extracomment>
        <translation>⚠ Nije sačuvano</translation>
    </message>
    <message>
        <source>Your game is not saved</source>
        <translation>Tvoja igra nije sačuvana</translation>
    </message>
    <message>
        <source>Played without %1.</source>
        <translation>Igra se bez %1.</translation>
    </message>
    <message>
        <source>Your last card was taken back.</source>
        <translation>Tvoja poslednja karta je vraćena.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Sačuvana igra</translation>
    </message>
    <message>
        <source>Welcome back: your game was restored.</source>
        <translation>Igra je vraćena: nastavljaš tamo gde je prekinuta.</translation>
    </message>
    <message>
        <source>It keeps its own rules; your settings apply to the next new game.</source>
        <translation>Ona zadržava svoja pravila; tvoja podešavanja važe od sledeće nove igre.</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Čuvanje nije uspelo</translation>
    </message>
    <message>
        <source>Your game is being saved again.</source>
        <translation>Igra se ponovo čuva.</translation>
    </message>
    <message>
        <source>Hearts closed unexpectedly the last time it ran. A game in progress is kept as of its last trick.</source>
        <translation>Srca su se neočekivano zatvorila prošli put. Igra u toku je sačuvana do poslednjeg štiha.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used.</source>
        <translation>Datoteka sa podešavanjima je bila oštećena, pa se koriste podrazumevana podešavanja.</translation>
    </message>
    <message>
        <source>Your settings file was damaged; these settings were reset to their defaults: %1.</source>
        <translation>Datoteka sa podešavanjima je bila oštećena; ova podešavanja su vraćena na podrazumevane vrednosti: %1.</translation>
    </message>
    <message>
        <source>These settings could not be used and were reset to their defaults: %1.</source>
        <translation>Ova podešavanja nisu mogla da se koriste i vraćena su na podrazumevane vrednosti: %1.</translation>
    </message>
    <message>
        <source>A copy of the old file is kept at %1.</source>
        <translation>Kopija stare datoteke je sačuvana kao %1.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Podešavanja</translation>
    </message>
    <message>
        <source>The match is over. Game ▸ New game starts another.</source>
        <translation>Igra je završena. Igra ▸ Nova igra započinje novu.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this hand.</source>
        <translation>U ovom deljenju još nije odigran nijedan štih.</translation>
    </message>
    <message>
        <source>The new rules apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Nova pravila važe za novu igru. Napustiti trenutnu igru i početi novu?</translation>
    </message>
    <message>
        <source>The new rules and opponents&apos; levels apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Nova pravila i nivoi protivnika važe za novu igru. Napustiti trenutnu igru i početi novu?</translation>
    </message>
    <message>
        <source>The new rules and opponents&apos; levels will apply from the next game.</source>
        <translation>Nova pravila i nivoi protivnika važiće od sledeće igre.</translation>
    </message>
    <message>
        <source>The opponents&apos; new levels apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Novi nivoi protivnika važe za novu igru. Napustiti trenutnu igru i početi novu?</translation>
    </message>
    <message>
        <source>The opponents&apos; new levels will apply from the next game.</source>
        <translation>Novi nivoi protivnika važiće od sledeće igre.</translation>
    </message>
    <message>
        <source>The new rules will apply from the next game.</source>
        <translation>Nova pravila važiće od sledeće igre.</translation>
    </message>
    <message>
        <source>The hand was dealt again from the start as a practice hand: this match no longer counts in your statistics.</source>
        <translation>Karte su ponovo podeljene od početka, kao deljenje za vežbu: ova igra se više ne računa u tvoju statistiku.</translation>
    </message>
    <message>
        <source>Quit Hearts</source>
        <translation>Izlaz iz igre Srca</translation>
    </message>
    <message>
        <source>Your game could not be saved: if you quit now, this match is lost.</source>
        <translation>Igra nije mogla da se sačuva: ako sada izađeš, ova partija će biti izgubljena.</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Ipak izađi</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>Open &amp;data folder</source>
        <translation>Otvori fasciklu sa po&amp;dacima</translation>
    </message>
    <message>
        <source>The data folder could not be opened here; it is %1.</source>
        <translation>Fascikla sa podacima ne može ovde da se otvori; njena putanja je %1.</translation>
    </message>
    <message>
        <source>Your settings file was damaged; the settings that could be read from it are used.</source>
        <translation>Datoteka sa podešavanjima je bila oštećena; koriste se podešavanja koja su mogla da se pročitaju iz nje.</translation>
    </message>
    <message>
        <source>Your latest moves could not be saved: if you quit now, the match resumes next time from where it was last saved, in hand %1.</source>
        <translation>Poslednji potezi nisu mogli da se sačuvaju: ako sada izađeš, partija se sledeći put nastavlja od mesta gde je poslednji put sačuvana, u deljenju %1.</translation>
    </message>
</context>
<context>
    <name>MoonDialog</name>
    <message>
        <source>Scores after:</source>
        <translation>Rezultati posle izbora:</translation>
    </message>
    <message>
        <source>You shot the moon!</source>
        <translation>Pucanje u mesec je uspelo!</translation>
    </message>
    <message numerus="yes">
        <source>You took every penalty card. How should the %n points count?</source>
        <translation>
            <numerusform>Imaš sve kaznene karte. Kako da se računa %n poen?</numerusform>
            <numerusform>Imaš sve kaznene karte. Kako da se računaju %n poena?</numerusform>
            <numerusform>Imaš sve kaznene karte. Kako da se računa %n poena?</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Preporučeno</translation>
    </message>
    <message>
        <source>Subtract %1 from my score</source>
        <translation>Oduzmi %1 poena od mog rezultata</translation>
    </message>
    <message>
        <source>Add %1 to everyone else</source>
        <translation>Dodaj po %1 poena svima ostalima</translation>
    </message>
    <message>
        <source>Scores now:</source>
        <translation>Trenutni rezultati:</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Disk</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datoteka</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Fascikla</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Nepoznato</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Izaberi sve</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Pove&amp;ćaj</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Sm&amp;anji</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Traži u:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Nazad</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Idi nazad</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Napred</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Idi napred</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Nadređena fascikla</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Idi u nadređenu fasciklu</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Napravi novu fasciklu</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Napravi novu fasciklu</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Prikaži datoteke kao listu</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljan prikaz</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Prikaži datoteke sa detaljima</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Bočna traka</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Mesta i obeleživači</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Datoteke</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Ime datoteke:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Vrsta datoteka:</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Sve datoteke (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Sve datoteke (*)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Sačuvaj</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otvori</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Skorašnja mesta</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Preimenuj</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Obriši</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Prikaži &amp;skrivene datoteke</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nova fascikla</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nova fascikla</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Prikaži </translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ukloni</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 već postoji.
Da li da zamenim tu datoteku?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Da li zaista da obrišem „%1“?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>Upis u „%1“ je zabranjen.
Da li ipak da obrišem?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Fascikla ne može da se obriše.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Ime</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Veličina</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Vrsta</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Izmenjeno</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Računar</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Opozovi</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponovi</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Ise&amp;ci</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Nalepi</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Obriši</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Izaberi sve</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Prikaži detalje…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Sakrij detalje…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>U redu</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Sačuvaj</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Sačuvaj sve</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otvori</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Da za &amp;sve</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;e za sve</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Prekini</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Pokušaj ponovo</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Zanemari</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Otkaži</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odbaci</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomoć</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Primeni</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Resetuj</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Vrati podrazumevano</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Pomeri dovde</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Na vrh</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Na dno</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Strana nagore</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Strana nadole</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Pomeri nagore</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Pomeri nadole</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Levi kraj</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Desni kraj</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Strana nalevo</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Strana nadesno</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Pomeri nalevo</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Pomeri nadesno</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Razmak</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>PgUp</translation>
    </message>
    <message>
        <source>PgDown</source>
        <translation>PgDown</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Levo</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Desno</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Gore</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Dole</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopiraj &amp;adresu veze</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Izaberi sve</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Both</source>
        <comment>a card both the person and the coach chose</comment>
        <translation>Oboje</translation>
    </message>
    <message>
        <source>Your hand before the pass:</source>
        <translation>Tvoja ruka pre prosleđivanja:</translation>
    </message>
    <message>
        <source>The trick so far:</source>
        <translation>Štih do sada:</translation>
    </message>
    <message>
        <source>You lead this trick.</source>
        <translation>Ti izlaziš u ovom štihu.</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Tvoja ruka:</translation>
    </message>
    <message>
        <source>Played before: %1</source>
        <translation>Odigrano ranije: %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Bolje</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions flagged.</source>
        <extracomment>A costly decision&apos;s row, as (background, text) on a light and on a dark palette.</extracomment>
        <translation>
            <numerusform>%n odluka je označena.</numerusform>
            <numerusform>%n odluke su označene.</numerusform>
            <numerusform>%n odluka je označeno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You took %n points.</source>
        <translation>
            <numerusform>Ti: %n poen.</numerusform>
            <numerusform>Ti: %n poena.</numerusform>
            <numerusform>Ti: %n poena.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer in your seat took %n points.</source>
        <translation>
            <numerusform>Računar na tvom mestu: %n poen.</numerusform>
            <numerusform>Računar na tvom mestu: %n poena.</numerusform>
            <numerusform>Računar na tvom mestu: %n poena.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Prosleđivanje</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Štih %1</translation>
    </message>
    <message>
        <source>all the same</source>
        <translation>svejedno</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <extracomment>The longest technical detail of a failed review shown in the tooltip.</extracomment>
        <translation>Analiza deljenja %1</translation>
    </message>
    <message>
        <source>&amp;Cancel review</source>
        <translation>&amp;Prekini analizu</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Odluka</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Tvoj izbor</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Očekivani poeni</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Najbolji izbor</translation>
    </message>
    <message>
        <source>Your points for the whole hand after this choice, on average over the deals the computer tried, with how sure it is of that average (±).</source>
        <translation>Tvoji poeni za celo deljenje posle ovog izbora, u proseku u deljenjima koja je računar isprobao, uz to koliko je siguran u taj prosek (±).</translation>
    </message>
    <message>
        <source>The computer is looking at your decisions…</source>
        <translation>Računar analizira tvoje odluke…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analiza je prekinuta.</translation>
    </message>
    <message>
        <source>The computer is playing the same cards in your seat…</source>
        <translation>Računar igra istim kartama na tvom mestu…</translation>
    </message>
    <message>
        <source>Select a flagged decision (%1) to see the table at that moment.</source>
        <translation>Izaberi označenu odluku (%1) da vidiš sto u tom trenutku.</translation>
    </message>
    <message>
        <source>only choice</source>
        <translation>jedini izbor</translation>
    </message>
    <message>
        <source>✓ your choice</source>
        <translation>✓ tvoj izbor</translation>
    </message>
    <message>
        <source>The choice with the fewest expected points; ✓ when yours was as good, ≈ when the computer could not tell it from another.</source>
        <translation>Izbor sa najmanje očekivanih poena; ✓ kada je tvoj izbor bio jednako dobar, ≈ kada računar nije mogao da ga razlikuje od drugog.</translation>
    </message>
    <message>
        <source>No decision clearly cost you a point or more: well played.</source>
        <translation>Nijedna odluka te nije jasno koštala poen ili više: dobro odigrano.</translation>
    </message>
    <message>
        <source>This decision cost about %1 points.</source>
        <translation>Ova odluka je koštala oko %1 poena.</translation>
    </message>
    <message>
        <source>There was no real choice here.</source>
        <translation>Ovde nije bilo pravog izbora.</translation>
    </message>
    <message>
        <source>A good choice, or close enough to the best.</source>
        <translation>Dobar izbor, ili dovoljno blizu najboljem.</translation>
    </message>
    <message>
        <source>Your seat, played by the computer with the same cards:</source>
        <translation>Tvoje mesto sa istim kartama, kad igra računar:</translation>
    </message>
    <message>
        <source>No single decision cost you a point, but small costs add up, and once the computer&apos;s cards differ from yours the others play differently too.</source>
        <translation>Nijedna pojedinačna odluka te nije koštala poen, ali se mali gubici sabiraju, a čim se karte računara razlikuju od tvojih, i ostali igraju drugačije.</translation>
    </message>
    <message>
        <source>there was not enough memory</source>
        <translation>nije bilo dovoljno memorije</translation>
    </message>
    <message>
        <source>the computer&apos;s search stopped on an error</source>
        <translation>pretraga računara se zaustavila zbog greške</translation>
    </message>
    <message>
        <source>The review could not be finished (%1).</source>
        <translation>Analiza nije mogla da se završi (%1).</translation>
    </message>
    <message numerus="yes">
        <source>You played %1 into a trick you went on to win, and took its %n points yourself.</source>
        <translation>
            <numerusform>%1 ide u štih koji potom nosiš, i %n poen ide tebi.</numerusform>
            <numerusform>%1 ide u štih koji potom nosiš, i %n poena idu tebi.</numerusform>
            <numerusform>%1 ide u štih koji potom nosiš, i %n poena ide tebi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 won the trick and with it %n points; the better card would not have won it.</source>
        <translation>
            <numerusform>%1 nosi štih i s njim %n poen; bolja karta ga ne bi odnela.</numerusform>
            <numerusform>%1 nosi štih i s njim %n poena; bolja karta ga ne bi odnela.</numerusform>
            <numerusform>%1 nosi štih i s njim %n poena; bolja karta ga ne bi odnela.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not follow suit and kept %1 instead of discarding it (%n points).</source>
        <translation>
            <numerusform>Bez karte u boji kojom se izašlo zadržavaš %1 umesto da je baciš (%n poen).</numerusform>
            <numerusform>Bez karte u boji kojom se izašlo zadržavaš %1 umesto da je baciš (%n poena).</numerusform>
            <numerusform>Bez karte u boji kojom se izašlo zadržavaš %1 umesto da je baciš (%n poena).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not follow suit and discarded a card without points instead of %1 (%n points).</source>
        <translation>
            <numerusform>Bez karte u boji kojom se izašlo bacaš kartu bez poena umesto %1 (%n poen).</numerusform>
            <numerusform>Bez karte u boji kojom se izašlo bacaš kartu bez poena umesto %1 (%n poena).</numerusform>
            <numerusform>Bez karte u boji kojom se izašlo bacaš kartu bez poena umesto %1 (%n poena).</numerusform>
        </translation>
    </message>
    <message>
        <source>You led %1 while the queen of spades was still out: whoever holds it can drop it on your card.</source>
        <translation>Izlaziš kartom %1 dok je dama pik još u igri: ko god je drži, može da je baci na tvoju kartu.</translation>
    </message>
    <message>
        <source>You led a heart (%1) while the queen of spades was still out.</source>
        <translation>Izlaziš hercom (%1) dok je dama pik još u igri.</translation>
    </message>
    <message>
        <source>%1 would still have lost this trick: a safe chance to get rid of a high card was missed.</source>
        <translation>%1 ionako ne bi odnela ovaj štih: propuštena je bezbedna prilika da se otarasiš visoke karte.</translation>
    </message>
    <message>
        <source>You passed %1, the low spades that guarded your high spade.</source>
        <translation>Prosleđuješ %1, niske pikove koji su čuvali tvoj visoki pik.</translation>
    </message>
    <message>
        <source>You kept %1 with fewer than three lower spades to protect it.</source>
        <translation>Zadržavaš %1 sa manje od tri niža pika da je čuvaju.</translation>
    </message>
    <message>
        <source>You kept %1 with fewer than three lower spades, so it may be forced to take the queen of spades.</source>
        <translation>Zadržavaš %1 sa manje od tri niža pika, pa ta karta može biti primorana da uzme damu pik.</translation>
    </message>
    <message>
        <source>You kept the high hearts %1; the better pass gives them away.</source>
        <translation>Zadržavaš visoke herčeve %1; bolje prosleđivanje ih daje dalje.</translation>
    </message>
    <message>
        <source>No single reason can be named: on the deals the computer tried, the other choice took fewer points.</source>
        <translation>Ne može se navesti jedan razlog: u deljenjima koja je računar isprobao, drugi izbor je doneo manje poena.</translation>
    </message>
    <message>
        <source>Too close to call: %1 did about as well as your choice on the deals the computer tried.</source>
        <translation>Ne može se presuditi: sa %1 je ispalo skoro isto kao sa tvojim izborom u deljenjima koja je računar isprobao.</translation>
    </message>
    <message>
        <source>Too close to call which is best: %1 did about as well as %2 on the deals the computer tried.</source>
        <translation>Ne može se presuditi šta je najbolje: sa %1 je ispalo skoro isto kao sa %2 u deljenjima koja je računar isprobao.</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of this game</source>
        <translation>Pravila ove igre</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Standard</source>
        <translation>Standardna</translation>
    </message>
    <message>
        <source>Cancellation Hearts</source>
        <translation>Srca sa poništavanjem</translation>
    </message>
    <message>
        <source>Black Maria</source>
        <translation>Crna Marija</translation>
    </message>
    <message>
        <source>Spot Hearts</source>
        <translation>Srca po vrednosti</translation>
    </message>
    <message>
        <source>Each heart scores %1 and the Q♠ %2. The lowest score wins.</source>
        <translation>Svaki herc nosi %1 poen, a Q♠ %2. Pobeđuje najmanji rezultat.</translation>
    </message>
    <message>
        <source>Two packs for %1 to %2 players; identical cards in one trick cancel each other.</source>
        <translation>Dva špila za %1 do %2 igrača; iste karte u jednom štihu poništavaju jedna drugu.</translation>
    </message>
    <message>
        <source>The Q♠ scores %1, the K♠ %2 and the A♠ %3, on top of the hearts.</source>
        <translation>Q♠ nosi %1, K♠ %2, a A♠ %3 poena, pored herčeva.</translation>
    </message>
    <message>
        <source>Each heart scores its rank (A = %1) and the Q♠ %2; games go to %3.</source>
        <translation>Svaki herc nosi svoju vrednost (A = %1), a Q♠ %2; igra se do %3.</translation>
    </message>
    <message>
        <source>%1 players, %2 cards each. No trumps.</source>
        <translation>%1 igrača, svako dobija po %2 karata. Nema aduta.</translation>
    </message>
    <message>
        <source>Two full packs (104 cards) are shuffled together.</source>
        <translation>Dva cela špila (104 karte) mešaju se zajedno.</translation>
    </message>
    <message>
        <source>One pack, without %1, so that the deal comes out even.</source>
        <translation>Jedan špil, bez %1, da bi se karte podelile podjednako.</translation>
    </message>
    <message>
        <source>One full pack of 52 cards.</source>
        <translation>Jedan ceo špil od 52 karte.</translation>
    </message>
    <message>
        <source>No cards are passed: every hand is played as dealt.</source>
        <translation>Karte se ne prosleđuju: svako deljenje se igra onako kako je podeljeno.</translation>
    </message>
    <message>
        <source>After looking at their hand, every player passes three cards face down; everyone picks their cards before anyone sees what they receive.</source>
        <translation>Pošto pogleda svoje karte, svaki igrač prosleđuje tri karte licem nadole; svi biraju karte pre nego što iko vidi šta je dobio.</translation>
    </message>
    <message>
        <source>The pass goes to the left, then to the right, then across; on every fourth hand nobody passes.</source>
        <translation>Karte se prosleđuju levo, zatim desno, pa preko puta; u svakom četvrtom deljenju niko ne prosleđuje.</translation>
    </message>
    <message>
        <source>The pass goes to the left and to the right, in turn.</source>
        <translation>Karte se prosleđuju naizmenično levo i desno.</translation>
    </message>
    <message>
        <source>Whoever holds the %1 leads it to the first trick.</source>
        <translation>Igrač koji ima %1 izlazi tom kartom na prvi štih.</translation>
    </message>
    <message>
        <source>The player to the left of the dealer leads the first trick; the dealer moves one seat to the left each hand.</source>
        <translation>Na prvi štih izlazi igrač levo od delioca; delilac se svakog deljenja pomera za jedno mesto ulevo.</translation>
    </message>
    <message>
        <source>Follow suit if you can; otherwise play any card. The highest card of the suit led wins the trick, and its winner leads the next one.</source>
        <translation>Odgovori na boju ako možeš; ako ne možeš, odigraj bilo koju kartu. Štih nosi najjača karta u boji kojom se izašlo, a ko ga odnese izlazi na sledeći.</translation>
    </message>
    <message>
        <source>On the first trick, a player who cannot follow suit may discard any card, penalty cards included.</source>
        <translation>Na prvom štihu igrač koji ne može da odgovori na boju sme da baci bilo koju kartu, uključujući i kaznene.</translation>
    </message>
    <message>
        <source>On the first trick, a player who cannot follow suit may not discard %1 — unless they hold nothing else.</source>
        <translation>Na prvom štihu igrač koji ne može da odgovori na boju ne sme da baci %1 — osim ako nema ništa drugo.</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>herc</translation>
    </message>
    <message>
        <source>or</source>
        <translation>ili</translation>
    </message>
    <message>
        <source>The %1 is a bonus, not a penalty card: it may be discarded on the first trick.</source>
        <translation>%1 je bonus, a ne kaznena karta: sme da se baci na prvi štih.</translation>
    </message>
    <message>
        <source>Hearts may not be led until a heart or the %1 has been played to an earlier trick (“hearts are broken”).</source>
        <translation>Ne sme da se izađe hercom dok u nekom ranijem štihu ne bude odigran herc ili %1 („herc je otvoren“).</translation>
    </message>
    <message>
        <source>Hearts may not be led until a heart has been played to an earlier trick (“hearts are broken”); the %1 does not break them.</source>
        <translation>Ne sme da se izađe hercom dok u nekom ranijem štihu ne bude odigran herc („herc je otvoren“); %1 ga ne otvara.</translation>
    </message>
    <message>
        <source>A player holding nothing but hearts may lead one. The %1 may be led at any time.</source>
        <translation>Igrač koji ima samo herčeve sme da izađe hercom. Kartom %1 može da se izađe u bilo kom trenutku.</translation>
    </message>
    <message>
        <source>Each heart taken scores 1 penalty point.</source>
        <translation>Svaki uzeti herc nosi 1 kazneni poen.</translation>
    </message>
    <message>
        <source>Each heart taken scores its rank: 2 to 10 as marked, J 11, Q 12, K 13, A 14.</source>
        <translation>Svaki uzeti herc nosi onoliko koliko vredi: od 2 do 10 po broju na karti, J 11, Q 12, K 13, A 14.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 scores %n penalty points.</source>
        <translation>
            <numerusform>%1 nosi %n kazneni poen.</numerusform>
            <numerusform>%1 nosi %n kaznena poena.</numerusform>
            <numerusform>%1 nosi %n kaznenih poena.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cards left over lie face down as a kitty; the winner of the first trick takes them, points and all.</source>
        <translation>
            <numerusform>Preostala %n karta leži licem nadole kao talon; ko odnese prvi štih, uzima je zajedno s poenima.</numerusform>
            <numerusform>Preostale %n karte leže licem nadole kao talon; ko odnese prvi štih, uzima ih zajedno s poenima.</numerusform>
            <numerusform>Preostalih %n karata leži licem nadole kao talon; ko odnese prvi štih, uzima ih zajedno s poenima.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the two %1 scores %n penalty points.</source>
        <translation>
            <numerusform>Svaka od dve %1 nosi %n kazneni poen.</numerusform>
            <numerusform>Svaka od dve %1 nosi %n kaznena poena.</numerusform>
            <numerusform>Svaka od dve %1 nosi %n kaznenih poena.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A hand carries %n penalty points in all.</source>
        <translation>
            <numerusform>U deljenju ima ukupno %n kazneni poen.</numerusform>
            <numerusform>U deljenju ima ukupno %n kaznena poena.</numerusform>
            <numerusform>U deljenju ima ukupno %n kaznenih poena.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead, %n points are added to every other player&apos;s score.</source>
        <translation>
            <numerusform>Umesto toga, svim ostalim igračima dodaje se po %n poen.</numerusform>
            <numerusform>Umesto toga, svim ostalim igračima dodaje se po %n poena.</numerusform>
            <numerusform>Umesto toga, svim ostalim igračima dodaje se po %n poena.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead, %n points are subtracted from the shooter&apos;s score.</source>
        <translation>
            <numerusform>Umesto toga, od rezultata igrača koji je pogodio mesec oduzima se %n poen.</numerusform>
            <numerusform>Umesto toga, od rezultata igrača koji je pogodio mesec oduzimaju se %n poena.</numerusform>
            <numerusform>Umesto toga, od rezultata igrača koji je pogodio mesec oduzima se %n poena.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone reaches or passes %n points. The lowest total wins.</source>
        <translation>
            <numerusform>Igra se završava posle deljenja u kojem neko dostigne ili pređe %n poen. Pobeđuje najmanji zbir.</numerusform>
            <numerusform>Igra se završava posle deljenja u kojem neko dostigne ili pređe %n poena. Pobeđuje najmanji zbir.</numerusform>
            <numerusform>Igra se završava posle deljenja u kojem neko dostigne ili pređe %n poena. Pobeđuje najmanji zbir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone passes %n points. The lowest total wins.</source>
        <translation>
            <numerusform>Igra se završava posle deljenja u kojem neko pređe %n poen. Pobeđuje najmanji zbir.</numerusform>
            <numerusform>Igra se završava posle deljenja u kojem neko pređe %n poena. Pobeđuje najmanji zbir.</numerusform>
            <numerusform>Igra se završava posle deljenja u kojem neko pređe %n poena. Pobeđuje najmanji zbir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Omnibus (J♦ %1)</source>
        <translation>Omnibus (J♦ %1)</translation>
    </message>
    <message>
        <source>Standard rules, plus the J♦ is a bonus for whoever takes it: %1, or %2 as a house rule.</source>
        <translation>Standardna pravila, uz to J♦ je bonus za onoga ko ga uzme: %1, ili %2 kao kućno pravilo.</translation>
    </message>
    <message>
        <source>There is no passing in %1.</source>
        <translation>Varijanta „%1“ igra se bez prosleđivanja karata.</translation>
    </message>
    <message>
        <source>Whoever holds the %1 leads the first trick, with any club.</source>
        <translation>Igrač koji ima %1 izlazi na prvi štih, bilo kojim trefom.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, the first lead too: nothing needs to break them.</source>
        <translation>Hercom može da se izađe u bilo kom trenutku, i pri prvom izlasku: herc ne mora da se otvori.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time (after the first lead): nothing needs to break them.</source>
        <translation>Hercom može da se izađe u bilo kom trenutku (posle prvog izlaska): herc ne mora da se otvori.</translation>
    </message>
    <message>
        <source>The %1 is a bonus: whoever takes it scores %2.</source>
        <translation>%1 je bonus: ko ga uzme, dobija %2.</translation>
    </message>
    <message>
        <source>A player who takes no trick in a hand scores %1 for it.</source>
        <translation>Igrač koji u deljenju ne uzme nijedan štih dobija za to %1.</translation>
    </message>
    <message>
        <source>There is no shooting the moon: a player who takes every penalty card scores them all.</source>
        <translation>Nema pucanja u mesec: igrač koji uzme sve kaznene karte dobija sve njihove poene.</translation>
    </message>
    <message>
        <source>both %1</source>
        <translation>obe %1</translation>
    </message>
    <message>
        <source>all the hearts</source>
        <translation>sve herčeve</translation>
    </message>
    <message>
        <source>and</source>
        <translation>i</translation>
    </message>
    <message>
        <source>A player who takes %1 has shot the moon and scores nothing for them.</source>
        <translation>Ako igrač uzme %1, to je pucanje u mesec: za njih ne dobija poene.</translation>
    </message>
    <message>
        <source>The shooter chooses: subtract %1 from their own score, or add %1 to everyone else&apos;s.</source>
        <translation>Taj igrač bira: da oduzme %1 poena od svog rezultata ili da doda po %1 poena svima ostalima.</translation>
    </message>
    <message>
        <source>The %1 is part of the moon and is not counted again.</source>
        <translation>%1 je deo pucanja u mesec i ne računa se ponovo.</translation>
    </message>
    <message>
        <source>The %1 is not needed for the moon; it still scores %2 for whoever takes it.</source>
        <translation>%1 nije potreban za pucanje u mesec; i dalje donosi %2 onome ko ga uzme.</translation>
    </message>
    <message>
        <source>Two identical cards (same rank and suit) played to the same trick cancel: neither can win the trick, but both still carry their points.</source>
        <translation>Dve iste karte (ista vrednost i boja) odigrane u istom štihu poništavaju se: nijedna ne može da odnese štih, ali obe i dalje nose svoje poene.</translation>
    </message>
    <message>
        <source>The highest card of the suit led that is not cancelled wins the trick.</source>
        <translation>Štih nosi najjača neponištena karta u boji kojom se izašlo.</translation>
    </message>
    <message>
        <source>If every card of the suit led is cancelled, the cards stay in the middle, the same player leads again, and the winner of the next trick takes them too. On the last trick, its leader takes them.</source>
        <translation>Ako su sve karte u boji kojom se izašlo poništene, karte ostaju na sredini, isti igrač ponovo izlazi, a ko odnese sledeći štih, nosi i njih. U poslednjem štihu nosi ih igrač koji je izašao.</translation>
    </message>
    <message>
        <source>A player whose total lands exactly on %1 goes back to 0, and the game goes on.</source>
        <translation>Igrač čiji zbir stigne tačno do %1 vraća se na 0, a igra se nastavlja.</translation>
    </message>
    <message>
        <source>Players tied for the lowest total share the win.</source>
        <translation>Igrači sa istim najmanjim zbirom dele pobedu.</translation>
    </message>
    <message>
        <source>If several players tie for the lowest total, hands go on until one of them alone has the lowest score.</source>
        <translation>Ako više igrača ima isti najmanji zbir, igraju se nova deljenja dok samo jedan od njih ne bude imao najmanji rezultat.</translation>
    </message>
    <message>
        <source>Hearts — %1</source>
        <translation>Srca — %1</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Prosleđivanje karata</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Tok igre</translation>
    </message>
    <message>
        <source>Breaking hearts</source>
        <translation>Otvaranje herca</translation>
    </message>
    <message>
        <source>Leading hearts</source>
        <translation>Izlazak hercom</translation>
    </message>
    <message>
        <source>Cancelled cards</source>
        <translation>Poništene karte</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Bodovanje</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>Pucanje u mesec</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Kraj igre</translation>
    </message>
</context>
<context>
    <name>SaveGameStore</name>
    <message>
        <source>Your game could not be saved (%1); you can play on, and Hearts will try again after the next trick.</source>
        <extracomment>A real save is a few kilobytes; anything far bigger is not ours (and must not be read into memory). The technical detail of a problem is cut to this many characters (a damaged file can quote 10 MB of itself). A sentence for the player stays under this length; a longer one names the kept file without its folder. A temporary file this old is left over from an interrupted write (a write takes milliseconds). The cards the person had picked to pass but not yet passed (a save made while choosing them).</extracomment>
        <translation>Igra nije mogla da se sačuva (%1); možeš da igraš dalje, a igra će ponovo pokušati da se sačuva posle sledećeg štiha.</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>nije tekst u UTF-8</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>nije ispravan JSON</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>previše duboko ugnežđeno</translation>
    </message>
    <message>
        <source>it could not be read (%1)</source>
        <translation>nije mogla da se pročita (%1)</translation>
    </message>
    <message>
        <source>the match in it breaks the rules</source>
        <translation>igra u njoj krši pravila</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <translation>nije mogla da se pročita</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>nije obična datoteka</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>veća od %1 bajtova</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be restored; a copy is kept at %1; a new game was started.</source>
        <translation>Sačuvana igra je bila oštećena i nije mogla da se vrati; kopija je sačuvana kao %1; počela je nova igra.</translation>
    </message>
    <message>
        <source>not a Hearts saved game</source>
        <translation>ovo nije sačuvana igra Srca</translation>
    </message>
    <message>
        <source>saved by an unknown version: %1</source>
        <translation>sačuvana u nepoznatoj verziji: %1</translation>
    </message>
    <message>
        <source>the player names are unusable</source>
        <translation>imena igrača su neupotrebljiva</translation>
    </message>
    <message>
        <source>the computer players&apos; levels are unusable</source>
        <translation>nivoi računarskih igrača su neupotrebljivi</translation>
    </message>
    <message>
        <source>the cards chosen to pass are unusable</source>
        <translation>karte izabrane za prosleđivanje su neupotrebljive</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Target %1</source>
        <extracomment>Okabe &amp; Ito&apos;s colours for colour-blind readers (black is left out: it is the text colour of a light theme). Markers are drawn while points are this far apart or more (denser lines would be a smear of shapes). Players whose lines are the same all along share the line in dashes this long, one colour after another, and their markers stand this far apart along it: none is hidden under another, and none is moved off its value.</extracomment>
        <translation>Igra se do %1</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Grafikon rezultata</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeni</translation>
    </message>
    <message>
        <source>No hand has been scored yet.</source>
        <translation>Još nijedno deljenje nije završeno.</translation>
    </message>
    <message>
        <source>The match is played to %1.</source>
        <translation>Igra se do %1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Totals after hand %1, lowest first: %2.</source>
        <translation>Zbirovi posle deljenja %1, od najmanjeg: %2.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Tabela rezultata</translation>
    </message>
    <message>
        <source>&amp;Review hand %1…</source>
        <translation>&amp;Analiza deljenja %1…</translation>
    </message>
    <message>
        <source>The computer looks at each of your decisions in the last hand and says which cost points.</source>
        <translation>Računar pregleda svaku tvoju odluku u poslednjem deljenju i kaže koje su koštale poena.</translation>
    </message>
    <message>
        <source>Hands played: %1. %2 marks a hand where the moon was shot.</source>
        <translation>Odigrana deljenja: %1. %2 označava deljenje sa pucanjem u mesec.</translation>
    </message>
    <message>
        <source>Hands played: %1.</source>
        <translation>Odigrana deljenja: %1.</translation>
    </message>
    <message>
        <source>Hand %1 was the last: the match is over.</source>
        <translation>Deljenje %1 je bilo poslednje: igra je završena.</translation>
    </message>
    <message>
        <source>Hand %1 is over.</source>
        <translation>Deljenje %1 je završeno.</translation>
    </message>
    <message>
        <source>Match number %1 (Game ▸ Play deal… deals this match again).</source>
        <translation>Broj igre %1 (Igra ▸ Odigraj deljenje po broju… ponovo deli ovu igru).</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Deljenje %1</translation>
    </message>
    <message>
        <source>Hand %1 · deal %2</source>
        <translation>Deljenje %1 · br. %2</translation>
    </message>
    <message>
        <source>Deal %1: Game ▸ Play deal… deals these cards again.</source>
        <translation>Deljenje %1: Igra ▸ Odigraj deljenje po broju… ponovo deli ove karte.</translation>
    </message>
    <message>
        <source>%1: took %2, scored %3; total %4.</source>
        <translation>%1: uzeto %2, upisano %3; ukupno %4.</translation>
    </message>
    <message>
        <source>%1 shot the moon: the points were added to everyone else&apos;s score.</source>
        <translation>%1: pucanje u mesec — poeni su dodati svim ostalim igračima.</translation>
    </message>
    <message>
        <source>%1 shot the moon: the points were subtracted from their own score.</source>
        <translation>%1: pucanje u mesec — poeni su oduzeti od sopstvenog rezultata.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Ukupno</translation>
    </message>
    <message>
        <source>Lowest total: leading.</source>
        <translation>Najmanji zbir: vodi.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>Anna</source>
        <extracomment>Interface languages by locale code; &quot;&quot; follows the system. Serbian comes in both scripts; its codes name the script, because before both existed the code &quot;sr&quot; stood for Latin (see :data:`OLD_LANGUAGE_CODES`). Codes older versions stored, read as today&apos;s: Serbian was Latin only, under &quot;sr&quot;. The opponents&apos; default names by seat, as stored; shown in the interface language (:func:`shown_opponent_name`).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Boris</translation>
    </message>
    <message>
        <source>Clara</source>
        <translation>Klara</translation>
    </message>
    <message>
        <source>Dario</source>
        <translation>Dario</translation>
    </message>
    <message>
        <source>Eva</source>
        <translation>Eva</translation>
    </message>
    <message>
        <source>Filip</source>
        <translation>Filip</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Podešavanja</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Kućna pravila</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Igrači</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Izgled</translation>
    </message>
    <message>
        <source>Changed rules take effect in a new game.</source>
        <translation>Izmenjena pravila važe od nove igre.</translation>
    </message>
    <message>
        <source>&amp;Restore defaults</source>
        <translation>Vrati &amp;podrazumevano</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>opponent level</comment>
        <translation>Lako</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>opponent level</comment>
        <translation>Normalno</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>opponent level</comment>
        <translation>Teško</translation>
    </message>
    <message>
        <source>Expert (thinks longer)</source>
        <comment>opponent level</comment>
        <translation>Ekspert (duže razmišlja)</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <comment>animation speed</comment>
        <translation>Odmah (bez animacije)</translation>
    </message>
    <message>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Brzo</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normalno</translation>
    </message>
    <message>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Sporo</translation>
    </message>
    <message>
        <source>The game ends after a hand in which someone passes this score (a total landing exactly on it goes back to 0).</source>
        <translation>Igra se završava posle deljenja u kojem neko pređe ovaj rezultat (zbir koji stigne tačno do njega vraća se na 0).</translation>
    </message>
    <message>
        <source>The game ends after a hand in which someone reaches this score.</source>
        <translation>Igra se završava posle deljenja u kojem neko dostigne ovaj rezultat.</translation>
    </message>
    <message>
        <source>A name can be up to %1 characters long.</source>
        <translation>Ime može imati najviše %1 znakova.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Broj &amp;igrača:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Varijanta:</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Igra se &amp;do:</translation>
    </message>
    <message>
        <source>&amp;Finish a hand at once when no points are left to play for</source>
        <translation>&amp;Završi deljenje odmah kada više nema poena za osvajanje</translation>
    </message>
    <message>
        <source>Allow &amp;undo (Ctrl+Z takes back your last card)</source>
        <translation>Dozvoli &amp;opoziv (Ctrl+Z vraća tvoju poslednju kartu)</translation>
    </message>
    <message>
        <source>The Q♠ breaks hearts</source>
        <translation>Q♠ otvara herc</translation>
    </message>
    <message>
        <source>When off, only a heart played to a trick lets hearts be led.</source>
        <translation>Kad je isključeno, hercom sme da se izađe tek kad se herc odigra u nekom štihu.</translation>
    </message>
    <message>
        <source>Penalty cards may be discarded on the first trick</source>
        <translation>Na prvom štihu smeju da se bacaju kaznene karte</translation>
    </message>
    <message>
        <source>Shooting the moon needs the J♦ too</source>
        <translation>Za pucanje u mesec potreban je i J♦</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Tok igre</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>Pucanje u mesec</translation>
    </message>
    <message>
        <source>The shooter chooses: subtract from their score or add to everyone else</source>
        <translation>Igrač bira: da oduzme od svog rezultata ili da doda svima ostalima</translation>
    </message>
    <message>
        <source>Hearts may be led at any time</source>
        <translation>Hercom može da se izađe u bilo kom trenutku</translation>
    </message>
    <message>
        <source>No need to wait until hearts are broken.</source>
        <translation>Ne mora da se čeka da se herc otvori.</translation>
    </message>
    <message>
        <source>Any club may open the first trick</source>
        <translation>Na prvi štih može da se izađe bilo kojim trefom</translation>
    </message>
    <message>
        <source>Pass three cards (the direction changes each hand)</source>
        <translation>Prosleđivanje tri karte (smer se menja svakog deljenja)</translation>
    </message>
    <message>
        <source>At 4 players: to the left, to the right, across, then a hand without passing. At other tables: to the left and to the right in turn.</source>
        <translation>Sa 4 igrača: levo, desno, preko puta, pa deljenje bez prosleđivanja. Sa drugim brojem igrača: naizmenično levo i desno.</translation>
    </message>
    <message>
        <source>Taking no trick in a hand scores %1</source>
        <translation>Deljenje bez nijednog uzetog štiha donosi %1</translation>
    </message>
    <message>
        <source>A total landing exactly on the target goes back to 0</source>
        <translation>Zbir koji stigne tačno do cilja vraća se na 0</translation>
    </message>
    <message>
        <source>The J♦ scores %1 instead of %2</source>
        <translation>J♦ donosi %1 umesto %2</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Bodovanje</translation>
    </message>
    <message>
        <source>Players can shoot the moon</source>
        <translation>Može da se puca u mesec</translation>
    </message>
    <message>
        <source>When off, a player who takes every penalty card just scores them.</source>
        <translation>Kad je isključeno, igrač koji uzme sve kaznene karte jednostavno dobija njihove poene.</translation>
    </message>
    <message>
        <source>Always add the points to everyone else</source>
        <translation>Uvek dodaj poene svima ostalima</translation>
    </message>
    <message>
        <source>Always subtract the points from the shooter</source>
        <translation>Uvek oduzmi poene igraču koji je uzeo sve</translation>
    </message>
    <message>
        <source>Ties for the lowest score</source>
        <translation>Izjednačen najmanji rezultat</translation>
    </message>
    <message>
        <source>When off, the moon is all the hearts and the Q♠; the J♦ still counts as a bonus.</source>
        <translation>Kad je isključeno, za pucanje u mesec dovoljni su svi herčevi i Q♠; J♦ se i dalje računa kao bonus.</translation>
    </message>
    <message>
        <source>As some other programs play Omnibus.</source>
        <translation>Kako Omnibus igraju neki drugi programi.</translation>
    </message>
    <message>
        <source>Tied players share the win</source>
        <translation>Izjednačeni igrači dele pobedu</translation>
    </message>
    <message>
        <source>Play more hands until one player alone is lowest</source>
        <translation>Igraju se nova deljenja dok samo jedan igrač ne bude imao najmanji zbir</translation>
    </message>
    <message>
        <source>%1 needs %2 to %3 players.</source>
        <translation>Varijanta „%1“ zahteva od %2 do %3 igrača.</translation>
    </message>
    <message>
        <source>Choose a level for each opponent</source>
        <translation>Izaberi nivo za svakog protivnika</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Tvoje ime:</translation>
    </message>
    <message>
        <source>Opponents&apos; &amp;level:</source>
        <translation>&amp;Nivo protivnika:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Protivnici</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Jezik sistema</translation>
    </message>
    <message>
        <source>Show the cards you receive until you press OK</source>
        <translation>Prikazuj primljene karte dok ne pritisneš „U redu“</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Brzina &amp;animacije:</translation>
    </message>
    <message>
        <source>Reduce &amp;motion: cards appear in place instead of sliding</source>
        <translation>Smanji &amp;kretanje: karte se pojavljuju na mestu umesto da klize</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Jezik:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Zvuk</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Puštaj z&amp;vukove</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Jačina zvuka</translation>
    </message>
    <message>
        <source>No sound device could be used: Hearts is silent for now.</source>
        <translation>Nijedan zvučni uređaj nije mogao da se koristi: Srca su za sada bez zvuka.</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>Jačina &amp;zvuka:</translation>
    </message>
    <message>
        <source>With 4 players: left, right, across, then a hand without passing. Otherwise: left and right in turn.</source>
        <translation>Sa 4 igrača: levo, desno, preko puta, pa deljenje bez prosleđivanja. Inače: naizmenično levo i desno.</translation>
    </message>
    <message>
        <source>Only Omnibus has the J♦ bonus card.</source>
        <translation>Samo Omnibus ima bonus kartu J♦.</translation>
    </message>
    <message>
        <source>hearts, Q♠, K♠ and A♠</source>
        <translation>herčeve, Q♠, K♠ i A♠</translation>
    </message>
    <message>
        <source>%1 is played without passing.</source>
        <translation>Varijanta „%1“ igra se bez prosleđivanja karata.</translation>
    </message>
    <message>
        <source>In %1 the player left of the dealer opens with any card.</source>
        <translation>U varijanti „%1“ igrač levo od delioca izlazi bilo kojom kartom.</translation>
    </message>
    <message>
        <source>The holder of the lowest club opens, with any club instead of that one.</source>
        <translation>Izlazi igrač sa najnižim trefom, ali bilo kojim trefom, ne samo tim.</translation>
    </message>
    <message>
        <source>In %1 the first lead is free, so “any club” does not apply.</source>
        <translation>U varijanti „%1“ prvi izlazak je slobodan, pa pravilo „bilo koji tref“ ne važi.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, so nothing needs to break them.</source>
        <translation>Hercom može da se izađe u bilo kom trenutku, pa herc ne mora da se otvori.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, so the Q♠ does not need to break them.</source>
        <translation>Hercom može da se izađe u bilo kom trenutku, pa Q♠ ne mora da otvori herc.</translation>
    </message>
    <message>
        <source>Without shooting the moon, the choices for scoring it do not apply.</source>
        <translation>Bez pucanja u mesec, izbori za njegovo bodovanje ne važe.</translation>
    </message>
    <message>
        <source>hearts and Q♠</source>
        <translation>herčeve i Q♠</translation>
    </message>
    <message>
        <source>When on, a player who cannot follow suit on the first trick may discard %1.</source>
        <translation>Kad je uključeno, igrač koji na prvom štihu ne može da odgovori na boju sme da baci %1.</translation>
    </message>
    <message>
        <source>Seat %1 (your left):</source>
        <translation>Mesto %1 (levo od tebe):</translation>
    </message>
    <message>
        <source>Seat %1 (your right):</source>
        <translation>Mesto %1 (desno od tebe):</translation>
    </message>
    <message>
        <source>Seat %1 (across):</source>
        <translation>Mesto %1 (preko puta):</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Mesto %1:</translation>
    </message>
    <message>
        <source>Table and cards</source>
        <translation>Sto i karte</translation>
    </message>
    <message>
        <source>Lar&amp;ge cards</source>
        <translation>Ve&amp;like karte</translation>
    </message>
    <message>
        <source>Your cards and the trick are drawn larger, as far as the window has room.</source>
        <translation>Tvoje karte i štih se crtaju veće, koliko ima mesta u prozoru.</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>Li&amp;ca karata:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>P&amp;oleđina karata:</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>&amp;Boja stola:</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2.</source>
        <translation>Ciljni rezultat mora da bude od %1 do %2.</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2, so it stays at %3.</source>
        <translation>Ciljni rezultat mora da bude od %1 do %2, pa ostaje %3.</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2: %3 is too high, so it stays at %4.</source>
        <translation>Ciljni rezultat mora da bude od %1 do %2: %3 je previše, pa ostaje %4.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message numerus="yes">
        <source>The saved variant, %1, needs at least %n players; the Standard game was chosen.</source>
        <extracomment>Animation duration factors by speed name; 0 means no animation at all. Computer player strengths, weakest first. The level :meth:`GameSettings.levels` reports for seat 0, the human. Opponents sit in seats 1..6 (a 7-player game has six of them). Longest name kept (longer ones are cut), so a name fits its place at the table. The range of the sound volume setting (0 is silent, like sound off).</extracomment>
        <translation>
            <numerusform>Sačuvana varijanta, %1, traži najmanje %n igrača; izabrana je standardna igra.</numerusform>
            <numerusform>Sačuvana varijanta, %1, traži najmanje %n igrača; izabrana je standardna igra.</numerusform>
            <numerusform>Sačuvana varijanta, %1, traži najmanje %n igrača; izabrana je standardna igra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1; they apply until Hearts is closed.</source>
        <extracomment>The translated names of the settings the last load reset, in order, each once. What the last load found wrong (None: nothing), until :meth:`take_report` hands it over. Why the last write failed (the file or its folder cannot be written), or None.</extracomment>
        <translation>Podešavanja nisu mogla da se sačuvaju u %1; važe dok ne zatvoriš igru.</translation>
    </message>
    <message>
        <source>The saved rules could not be used together; the Standard game was chosen.</source>
        <translation>Sačuvana pravila nisu mogla da se koriste zajedno; izabrana je standardna igra.</translation>
    </message>
    <message>
        <source>The saved value “%1” of the setting “%2” could not be used; the default was restored.</source>
        <translation>Sačuvana vrednost „%1“ podešavanja „%2“ nije mogla da se koristi; vraćena je podrazumevana vrednost.</translation>
    </message>
    <message>
        <source>The saved setting “%1” could not be used; the defaults were restored.</source>
        <translation>Sačuvano podešavanje „%1“ nije moglo da se koristi; vraćene su podrazumevane vrednosti.</translation>
    </message>
    <message>
        <source>Some opponent names were empty; they were given their default names.</source>
        <translation>Neka imena protivnika bila su prazna; dobili su podrazumevana imena.</translation>
    </message>
    <message>
        <source>Some saved opponent levels were unknown; those opponents now play at the normal level.</source>
        <translation>Neki sačuvani nivoi protivnika bili su nepoznati; ti protivnici sada igraju na normalnom nivou.</translation>
    </message>
    <message>
        <source>number of players</source>
        <translation>broj igrača</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>varijanta</translation>
    </message>
    <message>
        <source>target score</source>
        <translation>igra se do</translation>
    </message>
    <message>
        <source>scoring of a shot moon</source>
        <translation>bodovanje pucanja u mesec</translation>
    </message>
    <message>
        <source>rule for ties</source>
        <translation>pravilo za izjednačen rezultat</translation>
    </message>
    <message>
        <source>rule on the Q♠ breaking hearts</source>
        <translation>pravilo: Q♠ otvara herc</translation>
    </message>
    <message>
        <source>rule on penalty cards in the first trick</source>
        <translation>pravilo o kaznenim kartama u prvom štihu</translation>
    </message>
    <message>
        <source>rule on passing cards</source>
        <translation>pravilo o prosleđivanju karata</translation>
    </message>
    <message>
        <source>rule on the J♦ and the moon</source>
        <translation>pravilo o J♦ i pucanju u mesec</translation>
    </message>
    <message>
        <source>bonus for taking no trick</source>
        <translation>bonus za deljenje bez uzetog štiha</translation>
    </message>
    <message>
        <source>rule on a total landing exactly on the target</source>
        <translation>pravilo o zbiru koji stigne tačno do cilja</translation>
    </message>
    <message>
        <source>rule on breaking hearts</source>
        <translation>pravilo o otvaranju herca</translation>
    </message>
    <message>
        <source>rule on the club that opens the game</source>
        <translation>pravilo o trefu kojim se prvo izlazi</translation>
    </message>
    <message>
        <source>rule on shooting the moon</source>
        <translation>pravilo o pucanju u mesec</translation>
    </message>
    <message>
        <source>value of the J♦</source>
        <translation>vrednost J♦</translation>
    </message>
    <message>
        <source>opponent names</source>
        <translation>imena protivnika</translation>
    </message>
    <message>
        <source>opponent levels</source>
        <translation>nivoi protivnika</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>brzina animacije</translation>
    </message>
    <message>
        <source>language</source>
        <translation>jezik</translation>
    </message>
    <message>
        <source>pause to look at the received cards</source>
        <translation>pauza za pregled primljenih karata</translation>
    </message>
    <message>
        <source>finishing a hand with no points left to play for</source>
        <translation>završavanje deljenja kada više nema poena za osvajanje</translation>
    </message>
    <message>
        <source>allowing undo</source>
        <translation>dozvoljavanje opoziva poteza</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>zvuk</translation>
    </message>
    <message>
        <source>volume</source>
        <translation>jačina zvuka</translation>
    </message>
    <message>
        <source>reduce motion</source>
        <translation>smanjeno kretanje</translation>
    </message>
    <message>
        <source>card faces</source>
        <translation>lica karata</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>poleđina karata</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>boja stola</translation>
    </message>
    <message>
        <source>large cards</source>
        <translation>velike karte</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Easy</source>
        <translation>Lako</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalno</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Teško</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mešovito</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Sve</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Varijanta:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Broj &amp;igrača:</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Protivnici:</translation>
    </message>
    <message>
        <source>Your figures</source>
        <translation>Tvoji rezultati</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Odigrane igre:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Dobijene igre:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Procenat pobeda:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Najduži niz pobeda:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Odigrana deljenja:</translation>
    </message>
    <message>
        <source>Average points per hand:</source>
        <translation>Prosek poena po deljenju:</translation>
    </message>
    <message>
        <source>Moons you shot:</source>
        <translation>Tvoja pucanja u mesec:</translation>
    </message>
    <message>
        <source>Moons shot against you:</source>
        <translation>Pucanja u mesec protiv tebe:</translation>
    </message>
    <message>
        <source>Q♠ taken:</source>
        <translation>Uzete Q♠:</translation>
    </message>
    <message>
        <source>Best match:</source>
        <translation>Najbolja igra:</translation>
    </message>
    <message>
        <source>Worst match:</source>
        <translation>Najgora igra:</translation>
    </message>
    <message>
        <source>Matches played to the end; a match still going counts once it is over.</source>
        <translation>Igre odigrane do kraja; igra koja još traje računa se kad se završi.</translation>
    </message>
    <message>
        <source>Every hand played to its score, in matches still going or left unfinished too.</source>
        <translation>Svako deljenje odigrano do bodovanja, i u igrama koje još traju ili su ostale nedovršene.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Resetuj…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>I&amp;zvezi CSV…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 points, won (%2)</source>
        <translation>Poeni: %1, pobeda (%2)</translation>
    </message>
    <message>
        <source>%1 points (%2)</source>
        <translation>Poeni: %1 (%2)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Resetovanje statistike</translation>
    </message>
    <message>
        <source>Forget every recorded match and hand? This cannot be undone.</source>
        <translation>Obrisati sve zabeležene igre i deljenja? Ovo ne može da se opozove.</translation>
    </message>
    <message>
        <source>Your statistics were reset.</source>
        <translation>Tvoja statistika je resetovana.</translation>
    </message>
    <message>
        <source>Your statistics could not be reset.</source>
        <translation>Tvoja statistika nije mogla da se resetuje.</translation>
    </message>
    <message>
        <source>hearts-statistics.csv</source>
        <translation>srca-statistika.csv</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Izvoz statistike</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV datoteke (*.csv)</translation>
    </message>
    <message>
        <source>Statistics exported to %1.</source>
        <translation>Statistika je izvezena u %1.</translation>
    </message>
    <message>
        <source>The statistics could not be exported.</source>
        <translation>Statistika nije mogla da se izveze.</translation>
    </message>
    <message>
        <source>Your statistics are shown read only: their folder cannot be written, so the games you play now are not added.</source>
        <translation>Statistika se prikazuje samo za čitanje: u njenu fasciklu ne može da se upisuje, pa se igre koje sada igraš ne dodaju.</translation>
    </message>
    <message>
        <source>Best and worst compare matches of one variant and number of players: choose them above.</source>
        <translation>Najbolja i najgora igra porede se samo u jednoj varijanti i sa istim brojem igrača: izaberi ih gore.</translation>
    </message>
    <message>
        <source>No finished match matches these filters.</source>
        <translation>Nijedna završena igra ne odgovara ovim filterima.</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>its folder cannot be written</source>
        <extracomment>The seat whose figures the statistics show: the person at the table. ``opponents_level`` of a match whose computer players were not all of one level. SQLite&apos;s primary result codes for a file that is damaged or is not a database at all. The finished matches are of more than one variant or player count: their scores are not compared (no best or worst match), since a Spot Hearts match to 500 and a 3-player Standard one to 100 score on other scales. The technical detail of the notice :meth:`take_notice` gave last. The file is shown read only (its folder or disk cannot be written): the games of this run are not added.</extracomment>
        <translation>u njenu fasciklu ne može da se upisuje</translation>
    </message>
    <message>
        <source>Your statistics cannot be saved (%1): the ones kept so far are shown, and the games of this run are not added.</source>
        <translation>Tvoja statistika ne može da se sačuva (%1): prikazuje se dosad sačuvana, a igre iz ovog pokretanja se ne dodaju.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1). They were kept as %2; new statistics were started.</source>
        <translation>Tvoja statistika nije mogla da se pročita (%1). Sačuvana je kao %2; započeta je nova statistika.</translation>
    </message>
    <message>
        <source>Your statistics are not available (%1); the game goes on without them.</source>
        <translation>Tvoja statistika nije dostupna (%1); igra se nastavlja bez nje.</translation>
    </message>
    <message>
        <source>The statistics could not be exported to %1 (%2).</source>
        <translation>Statistika nije mogla da se izveze u %1 (%2).</translation>
    </message>
    <message>
        <source>they were saved by a newer version of Hearts</source>
        <translation>sačuvala ju je novija verzija igre Srca</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>to the left</source>
        <translation>levo</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>desno</translation>
    </message>
    <message>
        <source>across</source>
        <translation>preko puta</translation>
    </message>
    <message>
        <source>no passing</source>
        <translation>bez prosleđivanja</translation>
    </message>
    <message>
        <source>You deal this hand: the player on your left leads the first trick.</source>
        <translation>Sada deliš ti: na prvi štih izlazi igrač levo od tebe.</translation>
    </message>
    <message>
        <source>%1 deals this hand: the player on the dealer&apos;s left leads the first trick.</source>
        <translation>Sada deli %1: na prvi štih izlazi igrač levo od delioca.</translation>
    </message>
    <message>
        <source>You have chosen the cards to pass.</source>
        <translation>Imaš izabrane karte za prosleđivanje.</translation>
    </message>
    <message>
        <source>%1 has chosen the cards to pass.</source>
        <translation>%1 ima izabrane karte za prosleđivanje.</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip: the first letter of &apos;dealer&apos;</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>this hand: %1</source>
        <translation>u ovom deljenju: %1</translation>
    </message>
    <message>
        <source>Hearts may be led</source>
        <extracomment>Between two phrases of one line (&quot;Standard · to 100&quot;).</extracomment>
        <translation>Hercom može da se izađe</translation>
    </message>
    <message>
        <source>Hearts broken</source>
        <translation>Herc otvoren</translation>
    </message>
    <message>
        <source>Hearts not broken</source>
        <translation>Herc nije otvoren</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Deljenje %1</translation>
    </message>
    <message>
        <source>Three cards chosen: press Pass cards to pass them.</source>
        <translation>Izabrane su tri: pritisni „Prosledi karte“.</translation>
    </message>
    <message>
        <source>Three cards chosen: press %1 to pass them.</source>
        <translation>Izabrane su tri karte: pritisni %1.</translation>
    </message>
    <message>
        <source>Select three cards with %1 and %2, then press %3.</source>
        <translation>Izaberi tri karte sa %1 i %2, pa pritisni %3.</translation>
    </message>
    <message>
        <source>Your turn: choose a card with %1 and press %2.</source>
        <translation>Tvoj potez: izaberi kartu sa %1 i pritisni %2.</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>bez %1</translation>
    </message>
    <message>
        <source>No passing this hand.</source>
        <translation>U ovom deljenju nema prosleđivanja.</translation>
    </message>
    <message>
        <source>Choose three cards to pass %1 (to %2)</source>
        <translation>Izaberi tri karte za prosleđivanje %1 (za: %2)</translation>
    </message>
    <message>
        <source>Every card of the suit led cancelled: the trick stays in the middle.</source>
        <translation>Sve karte u boji kojom se izašlo su se poništile: štih ostaje na sredini.</translation>
    </message>
    <message>
        <source>Click three cards, then press Pass cards.</source>
        <translation>Klikni na tri karte, pa pritisni „Prosledi karte“.</translation>
    </message>
    <message>
        <source>%1 passed you these cards.</source>
        <translation>Ove karte dobijaš od: %1.</translation>
    </message>
    <message>
        <source>Press OK (or Enter) to start playing.</source>
        <translation>Pritisni „U redu“ (ili Enter) da počneš igru.</translation>
    </message>
    <message>
        <source>Your turn: click a card to play it.</source>
        <translation>Tvoj potez: klikni na kartu da je odigraš.</translation>
    </message>
    <message>
        <source>Hearts are broken!</source>
        <translation>Herc je otvoren!</translation>
    </message>
    <message>
        <source>Hint: pass %1.</source>
        <translation>Savet: prosledi %1.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Savet: odigraj %1.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Sto za kartanje</translation>
    </message>
    <message>
        <source>Pass cards</source>
        <translation>Prosledi karte</translation>
    </message>
    <message>
        <source>Pass the three selected cards</source>
        <translation>Prosledi tri izabrane karte</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>U redu</translation>
    </message>
    <message>
        <source>Start playing with the received cards</source>
        <translation>Počni igru sa primljenim kartama</translation>
    </message>
    <message>
        <source>Drop the card in the middle of the table to play it.</source>
        <translation>Spusti kartu na sredinu stola da je odigraš.</translation>
    </message>
    <message>
        <source>You pass three cards: deselect one first.</source>
        <translation>Prosleđuješ tri karte: prvo poništi izbor jedne.</translation>
    </message>
    <message>
        <source>To pass, select %1 cards first: %2 selected so far.</source>
        <extracomment>The pass key: P, and П, which the same key types in the Macedonian and Serbian Cyrillic layouts (Qt names a letter key by the letter the layout gives it, so a Cyrillic keyboard never sends Key_P).</extracomment>
        <translation>Za prosleđivanje prvo izaberi %1 karte: dosad izabrano %2.</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>može da se odigra</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>ne može da se odigra</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>izabrana</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>nije izabrana</translation>
    </message>
    <message numerus="yes">
        <source>Kitty: %n cards</source>
        <translation>
            <numerusform>Talon: %n karta</numerusform>
            <numerusform>Talon: %n karte</numerusform>
            <numerusform>Talon: %n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting: %n cards</source>
        <translation>
            <numerusform>Čeka: %n karta</numerusform>
            <numerusform>Čekaju: %n karte</numerusform>
            <numerusform>Čeka: %n karata</numerusform>
        </translation>
    </message>
    <message>
        <source>goes to the first trick&apos;s winner</source>
        <translation>uzima ga ko odnese prvi štih</translation>
    </message>
    <message numerus="yes">
        <source>go to the next trick&apos;s winner</source>
        <translation>
            <numerusform>uzima je ko odnese sledeći štih</numerusform>
            <numerusform>uzima ih ko odnese sledeći štih</numerusform>
            <numerusform>uzima ih ko odnese sledeći štih</numerusform>
        </translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>do %1</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>br. %1</translation>
    </message>
    <message>
        <source>pass %1</source>
        <translation>karte %1</translation>
    </message>
</context>
<context>
    <name>ThemePreview</name>
    <message>
        <source>Preview of the table and cards</source>
        <extracomment>The cards shown: one of each colour a four-colour deck changes, a heart, and a back.</extracomment>
        <translation>Pregled stola i karata</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tvoj potez</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic English deck</source>
        <extracomment>Keyed by :data:`hearts_qt.looks.TABLE_KEYS`, in its order (a test checks it).</extracomment>
        <translation>Klasičan engleski špil</translation>
    </message>
    <message>
        <source>Four colours (♦ blue, ♣ green)</source>
        <translation>Četvorobojni špil (♦ plavi, ♣ zeleni)</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Crvena mreža</translation>
    </message>
    <message>
        <source>Blue with two hearts</source>
        <translation>Plava sa dva srca</translation>
    </message>
    <message>
        <source>Green rings</source>
        <translation>Zeleni krugovi</translation>
    </message>
    <message>
        <source>Burgundy hearts</source>
        <translation>Bordo srca</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Zelena čoja</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Plava čoja</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tamna</translation>
    </message>
    <message>
        <source>High contrast (black)</source>
        <translation>Visok kontrast (crna)</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>Points per hand over time</source>
        <translation>Poeni po deljenju kroz vreme</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Poeni po deljenju</translation>
    </message>
    <message>
        <source>No match has been finished yet.</source>
        <translation>Još nijedna igra nije završena.</translation>
    </message>
    <message>
        <source>Average points per hand in each match, oldest first: %1.</source>
        <translation>Prosečni poeni po deljenju u svakoj igri, od najstarije: %1.</translation>
    </message>
</context>
</TS>
