// Workspaces: 1 study corner by the window, 2 Altbau study with bookshelves. Variant 3: open office (office-2).
#switch (Variant)
  #case (1)
    #declare RoomW = 4.5; #declare RoomD = 4.8; #declare RoomH = 2.7; #declare WinN = 1; #declare PlankFloor = 1;
    #declare SunAz = -75; #declare SunEl = 30; #declare WallC = <0.91, 0.9, 0.87>;
  #break
  #case (2)
    #declare Altbau = 1; #declare RoomW = 4.8; #declare RoomD = 5.2; #declare RoomH = 3.4; #declare WinN = 1;
    #declare SunAz = -45; #declare SunEl = 28; #declare WallC = <0.82, 0.84, 0.8>; #declare FloorTone = 0.9;
  #break
  #else
    #declare RoomW = 9; #declare RoomD = 10; #declare RoomH = 3.0; #declare WinN = 3; #declare StoneFloor = 1;
    #declare StoneC = <0.62, 0.62, 0.6>; #declare SunAz = -80; #declare SunEl = 35; #declare WallC = <0.92, 0.92, 0.9>;
#end
#include "room.inc"
#if (Altbau) Cornice() #end

#switch (Variant)
  #case (1)
    union { Desk(1.6, 1.0) rotate <0, 90, 0> translate <0.55, 0, 2.4> }
    union { OfficeChair(<0.5, 0.5, 0.5>) rotate <0, -80, 0> translate <1.25, 0, 2.5> }
    union { Laptop() rotate <0, -90, 0> translate <0.55, 0.75, 2.5> }
    union { DeskLamp() rotate <0, 180, 0> translate <0.4, 0.75, 3.0> }
    union { Bookshelf(2.0, 2.2, 1.0, 41) translate <1.6, 0, RoomD - 0.33> }
    union { Plant(1.4, 42) translate <RoomW - 0.5, 0, RoomD - 0.5> }
    camera { right x * image_width / image_height location <RoomW - 0.3, 1.45, 0.3> look_at <1.2, 1.0, RoomD - 0.5> angle 70 CamMove(<1.2, 1.0, RoomD - 0.5>, 10, 0.6) }
  #break
  #case (2)
    union { Desk(1.8, 0.8) translate <RoomW * 0.45, 0, 2.6> }
    union { OfficeChair(<0.35, 0.3, 0.26>) rotate <0, 180, 0> translate <RoomW * 0.45, 0, 2.0> }
    union { Laptop() translate <RoomW * 0.42, 0.75, 2.7> }
    union { DeskLamp() translate <RoomW * 0.45 + 0.6, 0.75, 2.8> }
    union { Bookshelf(3.6, 2.9, 0.8, 43) translate <0.6, 0, RoomD - 0.33> }
    union { Rug(2.6, 2.0, <0.6, 0.58, 0.55>) translate <RoomW * 0.45, 0, 2.5> }
    camera { right x * image_width / image_height location <RoomW - 0.3, 1.6, 0.3> look_at <1.6, 1.2, RoomD> angle 72 CamMove(<1.6, 1.2, RoomD>, 10, 0.6) }
  #break
  #else
    #local I = 0;
    #while (I < 3)
      #local J = 0;
      #while (J < 2)
        union { Desk(1.6, 1.0) translate <2.2 + J * 2.6, 0, 2.8 + I * 2.4> }
        union { OfficeChair(<0.4, 0.42, 0.44>) translate <2.2 + J * 2.6, 0, 2.2 + I * 2.4> }
        union { Laptop() rotate <0, 180, 0> translate <2.2 + J * 2.6 - 0.3, 0.75, 2.8 + I * 2.4> }
        #local J = J + 1;
      #end
      #local I = I + 1;
    #end
    union { Plant(1.7, 44) translate <RoomW - 0.6, 0, RoomD - 0.6> }
    union { Plant(1.5, 45) translate <0.6, 0, RoomD - 0.6> }
    union { Bookshelf(3.0, 1.2, 1.0, 46) translate <RoomW - 4, 0, RoomD - 0.33> }
    camera { right x * image_width / image_height location <RoomW - 0.4, 1.6, 0.3> look_at <3.5, 1.0, RoomD> angle 74 CamMove(<3.5, 1.0, RoomD>, 10, 0.6) }
#end
